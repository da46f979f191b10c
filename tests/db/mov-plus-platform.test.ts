// MOV+ as a platform (issue 13): the functions members and the presidency call through `rpc`, on
// the real migrations. Who may call each one, every pt-BR refusal, a balance that never goes
// negative, undo by compensating entry, and mission completions. Two sessions racing for the same
// unit or the same points need a real PostgreSQL: see concurrency.pg.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import {
  anon,
  applyAs,
  ownerRows,
  runAs,
  signedIn,
  useDatabase,
  users,
  type Caller,
  type Outcome,
} from './support/database'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

const movPlus = signedIn(users.movPlusAdmin, 'aal2')
const admin = signedIn(users.admin, 'aal2')
const membro = signedIn(users.membro)
const escritor = signedIn(users.escritor, 'aal2')

const missions = {
  oficina: 'b9000000-0000-4000-8000-000000000001', // 50 points
  trilha: 'b9000000-0000-4000-8000-000000000002', // 150 points
  encerrada: 'b9000000-0000-4000-8000-000000000005', // inactive
}
const rewards = {
  camiseta: 'ba000000-0000-4000-8000-000000000001', // 200, stock 25
  ingresso: 'ba000000-0000-4000-8000-000000000002', // 500, stock 10
  cadernos: 'ba000000-0000-4000-8000-000000000003', // 120, stock 40
  mentoria: 'ba000000-0000-4000-8000-000000000004', // inactive
}
const pendingOfMembro = 'bb000000-0000-4000-8000-000000000002' // camiseta, 200 points

/** The refusal an outcome carries: its SQLSTATE and message, or 'ok'. */
const refusal = (outcome: Outcome) => (outcome.ok ? 'ok' : `${outcome.code} ${outcome.message}`)
const p0001 = (message: string) => `P0001 ${message}`

function rowsOf(outcome: Outcome): Record<string, unknown>[] {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

async function balance(userId: string): Promise<number> {
  const [row] = await ownerRows<{ n: number }>(
    database(),
    `select coalesce(sum(points), 0)::int as n from public.mov_plus_pontos where user_id = $1`,
    [userId],
  )
  return row?.n ?? 0
}

async function stock(rewardId: string): Promise<number> {
  const [row] = await ownerRows<{ stock: number }>(
    database(),
    `select stock from public.mov_plus_recompensas where id = $1`,
    [rewardId],
  )
  return row?.stock ?? -1
}

/** A pending request made as the owner, bypassing the request checks (to build a scenario). */
async function pendingRequest(userId: string, rewardId: string): Promise<string> {
  const [row] = await ownerRows<{ id: string }>(
    database(),
    `insert into public.mov_plus_resgates (user_id, reward_id) values ($1, $2) returning id`,
    [userId, rewardId],
  )
  return row!.id
}

async function pendingCompletion(userId: string, missionId: string): Promise<string> {
  const [row] = await ownerRows<{ id: string }>(
    database(),
    `insert into public.mov_plus_conclusoes (user_id, mission_id, note) values ($1, $2, 'Feito') returning id`,
    [userId, missionId],
  )
  return row!.id
}

const decide = (caller: Caller, id: string, approve: boolean, reason: string | null = null) =>
  applyAs(database(), caller, `select * from public.mov_plus_decide_redemption($1, $2, $3)`, [
    id,
    approve,
    reason,
  ])

const award = (
  caller: Caller,
  userId: string,
  points: number | null,
  missionId: string | null = null,
  reason: string | null = null,
) =>
  applyAs(database(), caller, `select * from public.mov_plus_award_points($1, $2, $3, $4)`, [
    userId,
    points,
    missionId,
    reason,
  ])

const undo = (caller: Caller, entryId: string, reason: string | null = null) =>
  applyAs(database(), caller, `select * from public.mov_plus_undo_points($1, $2)`, [
    entryId,
    reason,
  ])

const decideCompletion = (
  caller: Caller,
  id: string,
  approve: boolean,
  reason: string | null = null,
) =>
  applyAs(database(), caller, `select * from public.mov_plus_decide_completion($1, $2, $3)`, [
    id,
    approve,
    reason,
  ])

// Who may call what -----------------------------------------------------------------------------------

/** One valid call per function, built inside the test (some need a fresh row to act on). */
const staffCalls: [name: string, call: () => Promise<[sql: string, params: unknown[]]>][] = [
  [
    'mov_plus_decide_redemption',
    async () => [
      `select * from public.mov_plus_decide_redemption($1, false, 'Fora do prazo')`,
      [pendingOfMembro],
    ],
  ],
  [
    'mov_plus_award_points',
    async () => [
      `select * from public.mov_plus_award_points($1, null, $2, null)`,
      [users.lucas, missions.oficina],
    ],
  ],
  [
    'mov_plus_undo_points',
    async () => {
      const [entry] = await ownerRows<{ id: string }>(
        database(),
        `select id from public.mov_plus_pontos where user_id = $1 and redemption_id is null limit 1`,
        [users.lucas],
      )
      return [`select * from public.mov_plus_undo_points($1)`, [entry!.id]]
    },
  ],
  [
    'mov_plus_decide_completion',
    async () => [
      `select * from public.mov_plus_decide_completion($1, true)`,
      [await pendingCompletion(users.camila, missions.trilha)],
    ],
  ],
  ['mov_plus_search_members', async () => [`select * from public.mov_plus_search_members('')`, []]],
  ['mov_plus_stats', async () => [`select * from public.mov_plus_stats()`, []]],
  ['mov_plus_top_missions', async () => [`select * from public.mov_plus_top_missions()`, []]],
]

for (const [name, build] of staffCalls) {
  test(`${name}: MOV+ presidency and admins may call it; a member, a writer and anon get 42501`, async () => {
    const db = database()
    const [sql, params] = await build()
    for (const caller of [movPlus, admin]) {
      const outcome = await runAs(db, caller, sql, params)
      expect(refusal(outcome), name).toBe('ok')
      expect(rowsOf(outcome).length).toBeGreaterThan(0)
    }
    for (const caller of [membro, escritor, anon]) {
      const outcome = await runAs(db, caller, sql, params)
      expect(outcome.ok ? 'ok' : outcome.code, `${name} as ${caller.role}`).toBe('42501')
    }
  })
}

test('mov_plus_request_redemption and mov_plus_my_balance: any signed-in account, never anon', async () => {
  const db = database()
  const ask = `select * from public.mov_plus_request_redemption($1)`
  expect(refusal(await runAs(db, signedIn(users.lucas), ask, [rewards.cadernos]))).toBe('ok')
  expect(refusal(await runAs(db, anon, ask, [rewards.cadernos]))).toMatch(/^42501 /)
  const mine = `select public.mov_plus_my_balance() as n`
  expect(rowsOf(await runAs(db, membro, mine))).toEqual([{ n: 280 }])
  expect(rowsOf(await runAs(db, movPlus, mine))).toEqual([{ n: 0 }])
  expect(refusal(await runAs(db, anon, mine))).toMatch(/^42501 /)
})

test('every new function is executable by authenticated only, sets search_path and the private helpers stay closed', async () => {
  const rows = await ownerRows<{
    fn: string
    schema: string
    anon: boolean
    authenticated: boolean
    definer: boolean
    config: string[] | null
  }>(
    database(),
    `select p.proname as fn, n.nspname as schema,
            has_function_privilege('anon', p.oid, 'execute') as anon,
            has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
            p.prosecdef as definer, p.proconfig as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.proname like 'mov_plus_%' or p.proname = 'check_pending_completion'
      order by 1`,
  )
  const bySchemaAndName = Object.fromEntries(rows.map((r) => [`${r.schema}.${r.fn}`, r]))
  for (const fn of [
    'mov_plus_request_redemption',
    'mov_plus_decide_redemption',
    'mov_plus_award_points',
    'mov_plus_undo_points',
    'mov_plus_decide_completion',
    'mov_plus_search_members',
    'mov_plus_stats',
    'mov_plus_top_missions',
    'mov_plus_my_balance',
  ]) {
    // The API calls only functions that run with the caller's rights (20261127010000_linter_clean.sql).
    expect(bySchemaAndName[`public.${fn}`], fn).toMatchObject({
      anon: false,
      authenticated: true,
      definer: false,
      config: ['search_path=""'],
    })
  }
  // The bodies that run with the owner's rights, out of the schema the API exposes; the public
  // wrappers call them as the caller, so `authenticated` keeps the right to execute them.
  for (const fn of [
    'mov_plus_request_redemption',
    'mov_plus_award_points',
    'mov_plus_undo_points',
    'mov_plus_decide_completion',
    'mov_plus_search_members',
    'mov_plus_stats',
    'mov_plus_top_missions',
  ]) {
    expect(bySchemaAndName[`private.${fn}`], fn).toMatchObject({
      anon: false,
      authenticated: true,
      definer: true,
      config: ['search_path=""'],
    })
  }
  expect(bySchemaAndName['private.mov_plus_fold']).toMatchObject({
    anon: false,
    authenticated: false,
  })
  expect(bySchemaAndName['private.check_pending_completion']).toMatchObject({
    anon: false,
    authenticated: false,
  })
  // Called by mov_plus_decide_redemption, which runs with the caller's rights; it only refuses.
  expect(bySchemaAndName['private.mov_plus_require_staff']).toMatchObject({
    anon: false,
    authenticated: true,
  })
})

// Requests ---------------------------------------------------------------------------------------------

test('a member asks for an active reward they can afford and gets a pending request', async () => {
  const db = database()
  const rows = rowsOf(
    await applyAs(
      db,
      signedIn(users.lucas),
      `select * from public.mov_plus_request_redemption($1)`,
      [rewards.cadernos],
    ),
  )
  expect(rows).toMatchObject([
    { user_id: users.lucas, reward_id: rewards.cadernos, status: 'pendente' },
  ])
  // Asking debits nothing; approving does.
  expect(await balance(users.lucas)).toBe(150)
  expect(await stock(rewards.cadernos)).toBe(40)
})

test('a request is refused in pt-BR for an inactive or missing reward, no stock, or a short balance', async () => {
  const db = database()
  const ask = (caller: Caller, reward: string) =>
    runAs(db, caller, `select * from public.mov_plus_request_redemption($1)`, [reward])
  const lucas = signedIn(users.lucas)
  expect(refusal(await ask(lucas, rewards.mentoria))).toBe(p0001('Recompensa indisponível.'))
  expect(refusal(await ask(lucas, '00000000-0000-4000-8000-000000000000'))).toBe(
    p0001('Recompensa indisponível.'),
  )
  expect(refusal(await ask(lucas, rewards.ingresso))).toBe(
    p0001('Saldo de pontos insuficiente para esta recompensa.'),
  )
  await ownerRows(db, `update public.mov_plus_recompensas set stock = 0 where id = $1`, [
    rewards.cadernos,
  ])
  expect(refusal(await ask(lucas, rewards.cadernos))).toBe(
    p0001('Esta recompensa está sem estoque.'),
  )
})

test('points already asked for count: the member has 280, 200 of them pending, and cannot ask for 120 more', async () => {
  const db = database()
  const ask = `select * from public.mov_plus_request_redemption($1)`
  expect(refusal(await runAs(db, membro, ask, [rewards.cadernos]))).toBe(
    p0001('Saldo de pontos insuficiente para esta recompensa.'),
  )
  // Once the pending request is refused, the same points are free again.
  expect(refusal(await decide(movPlus, pendingOfMembro, false, 'Tamanho esgotado'))).toBe('ok')
  expect(refusal(await runAs(db, membro, ask, [rewards.cadernos]))).toBe('ok')
})

// Decisions ----------------------------------------------------------------------------------------------

test('approving debits the cost and one unit of stock, once, and records who decided', async () => {
  const rows = rowsOf(await decide(movPlus, pendingOfMembro, true, 'ignored when approving'))
  expect(rows).toMatchObject([
    { status: 'aprovado', decided_by: users.movPlusAdmin, refusal_reason: null },
  ])
  expect(await balance(users.membro)).toBe(80)
  expect(await stock(rewards.camiseta)).toBe(24)
  const debits = await ownerRows(
    database(),
    `select points, reason, awarded_by from public.mov_plus_pontos where redemption_id = $1`,
    [pendingOfMembro],
  )
  expect(debits).toEqual([
    { points: -200, reason: 'Resgate: Camiseta MOV', awarded_by: users.movPlusAdmin },
  ])
  expect(refusal(await decide(admin, pendingOfMembro, false, 'Mudei de ideia'))).toBe(
    p0001('Este resgate já foi decidido.'),
  )
  expect(refusal(await decide(admin, pendingOfMembro, true))).toBe(
    p0001('Este resgate já foi decidido.'),
  )
  expect(await balance(users.membro)).toBe(80)
})

test('refusing needs a reason, debits nothing and keeps the reason for the member to read', async () => {
  for (const reason of [null, '', '   ']) {
    expect(refusal(await decide(movPlus, pendingOfMembro, false, reason))).toBe(
      p0001('Informe o motivo da recusa.'),
    )
  }
  expect(refusal(await decide(movPlus, pendingOfMembro, false, 'x'.repeat(501)))).toBe(
    p0001('O motivo deve ter no máximo 500 caracteres.'),
  )
  const rows = rowsOf(await decide(movPlus, pendingOfMembro, false, '  Tamanho esgotado  '))
  expect(rows).toMatchObject([{ status: 'recusado', refusal_reason: 'Tamanho esgotado' }])
  expect(await balance(users.membro)).toBe(280)
  expect(await stock(rewards.camiseta)).toBe(25)
  const seen = await runAs(
    database(),
    membro,
    `select status, refusal_reason from public.mov_plus_resgates where id = $1`,
    [pendingOfMembro],
  )
  expect(rowsOf(seen)).toEqual([{ status: 'recusado', refusal_reason: 'Tamanho esgotado' }])
})

test('an unknown redemption is refused in pt-BR', async () => {
  expect(refusal(await decide(movPlus, '00000000-0000-4000-8000-000000000000', true))).toBe(
    p0001('Resgate não encontrado.'),
  )
})

test('a direct update obeys the same rule: a refusal without a reason, a second decision and a staff member deciding their own request are refused', async () => {
  const db = database()
  const update = (caller: Caller, set: string, id: string) =>
    runAs(db, caller, `update public.mov_plus_resgates set ${set} where id = $1`, [id])
  expect(refusal(await update(movPlus, `status = 'recusado'`, pendingOfMembro))).toBe(
    p0001('Informe o motivo da recusa.'),
  )
  expect(
    refusal(
      await applyAs(
        db,
        movPlus,
        `update public.mov_plus_resgates set status = 'aprovado' where id = $1`,
        [pendingOfMembro],
      ),
    ),
  ).toBe('ok')
  expect(refusal(await update(admin, `refusal_reason = 'Depois'`, pendingOfMembro))).toBe(
    p0001('Este resgate já foi decidido.'),
  )
  const own = await pendingRequest(users.movPlusAdmin, rewards.cadernos)
  await award(admin, users.movPlusAdmin, 500, null, 'Coordenação')
  expect(refusal(await update(movPlus, `status = 'aprovado'`, own))).toBe(
    p0001('Você não pode decidir o seu próprio resgate.'),
  )
})

test('a staff member never decides their own request; another staff member may', async () => {
  const own = await pendingRequest(users.movPlusAdmin, rewards.cadernos)
  expect(refusal(await award(admin, users.movPlusAdmin, 500, null, 'Coordenação'))).toBe('ok')
  for (const approve of [true, false]) {
    expect(refusal(await decide(movPlus, own, approve, 'Motivo'))).toBe(
      p0001('Você não pode decidir o seu próprio resgate.'),
    )
  }
  expect(refusal(await decide(admin, own, true))).toBe('ok')
  expect(await balance(users.movPlusAdmin)).toBe(380)
})

test('a member cannot approve their own request nor write a refusal reason: the update touches nothing', async () => {
  const db = database()
  for (const set of [
    `status = 'aprovado'`,
    `status = 'recusado', refusal_reason = 'Eu mesmo'`,
    `refusal_reason = 'Eu mesmo'`,
  ]) {
    const outcome = await runAs(
      db,
      membro,
      `update public.mov_plus_resgates set ${set} where id = $1`,
      [pendingOfMembro],
    )
    expect(outcome.ok && outcome.affectedRows, set).toBe(0)
  }
  expect(refusal(await decide(membro, pendingOfMembro, true))).toMatch(/^42501 /)
  const [row] = await ownerRows(
    db,
    `select status, refusal_reason from public.mov_plus_resgates where id = $1`,
    [pendingOfMembro],
  )
  expect(row).toEqual({ status: 'pendente', refusal_reason: null })
})

test('a balance never goes negative: approvals stop at the first request the balance cannot pay', async () => {
  // Lucas has 150 points; three requests for the kit (120 each) were made before, as the owner.
  const requests = [
    await pendingRequest(users.lucas, rewards.cadernos),
    await pendingRequest(users.lucas, rewards.cadernos),
    await pendingRequest(users.lucas, rewards.cadernos),
  ]
  expect(refusal(await decide(movPlus, requests[0]!, true))).toBe('ok')
  expect(await balance(users.lucas)).toBe(30)
  for (const id of requests.slice(1)) {
    expect(refusal(await decide(movPlus, id, true))).toBe(
      p0001('Saldo de pontos insuficiente para esta recompensa.'),
    )
  }
  expect(await balance(users.lucas)).toBe(30)
  expect(await stock(rewards.cadernos)).toBe(39)
})

test('approvals stop when the stock is gone', async () => {
  await ownerRows(database(), `update public.mov_plus_recompensas set stock = 1 where id = $1`, [
    rewards.cadernos,
  ])
  const first = await pendingRequest(users.lucas, rewards.cadernos)
  const second = await pendingRequest(users.camila, rewards.cadernos)
  expect(refusal(await decide(movPlus, first, true))).toBe('ok')
  expect(refusal(await decide(movPlus, second, true))).toBe(
    p0001('Esta recompensa está sem estoque.'),
  )
  expect(await stock(rewards.cadernos)).toBe(0)
  expect(await balance(users.camila)).toBe(230)
})

// Ledger -------------------------------------------------------------------------------------------------

test('awarding for a mission takes its points and names it; by hand needs a reason and 1 to 100000 points', async () => {
  const byMission = rowsOf(await award(movPlus, users.lucas, null, missions.trilha))
  expect(byMission).toMatchObject([
    {
      user_id: users.lucas,
      points: 150,
      reason: 'Missão: Conclua uma trilha formativa',
      mission_id: missions.trilha,
      awarded_by: users.movPlusAdmin,
      reverses_id: null,
    },
  ])
  // A mission's award is worth the mission's points (issue 33): repeating them is accepted, with
  // the reason given; another number is refused.
  const chosen = rowsOf(await award(admin, users.lucas, 50, missions.oficina, 'Oficina de março'))
  expect(chosen).toMatchObject([
    { points: 50, reason: 'Oficina de março', mission_id: missions.oficina },
  ])
  expect(refusal(await award(admin, users.lucas, 10, missions.oficina, 'Meia oficina'))).toBe(
    p0001(
      'Esta missão vale 50 pontos. Para dar outro valor, escolha “Outro motivo” e informe o motivo.',
    ),
  )
  expect(rowsOf(await award(movPlus, users.lucas, 5, null, 'Ajudou no evento'))).toMatchObject([
    { points: 5, reason: 'Ajudou no evento', mission_id: null },
  ])
  expect(await balance(users.lucas)).toBe(355)
})

test('awarding points is refused in pt-BR: to oneself, without a reason, out of range, unknown member or mission', async () => {
  expect(refusal(await award(movPlus, users.movPlusAdmin, 10, null, 'Eu'))).toBe(
    p0001('Você não pode dar pontos a si mesmo.'),
  )
  expect(refusal(await award(admin, users.admin, null, missions.oficina))).toBe(
    p0001('Você não pode dar pontos a si mesmo.'),
  )
  for (const reason of [null, '  ']) {
    expect(refusal(await award(movPlus, users.lucas, 10, null, reason))).toBe(
      p0001('Informe o motivo.'),
    )
  }
  for (const points of [null, 0, -5, 100001]) {
    expect(refusal(await award(movPlus, users.lucas, points, null, 'Ajuda'))).toBe(
      p0001('Informe entre 1 e 100000 pontos.'),
    )
  }
  expect(refusal(await award(movPlus, users.lucas, 10, null, 'x'.repeat(501)))).toBe(
    p0001('O motivo deve ter no máximo 500 caracteres.'),
  )
  expect(refusal(await award(movPlus, '00000000-0000-4000-8000-000000000000', 10, null, 'x'))).toBe(
    p0001('Membro não encontrado.'),
  )
  expect(
    refusal(await award(movPlus, users.lucas, null, '00000000-0000-4000-8000-000000000000')),
  ).toBe(p0001('Missão não encontrada.'))
  expect(await balance(users.lucas)).toBe(150)
})

test('a member can never write the ledger, neither directly nor through the award function', async () => {
  const db = database()
  for (const userId of [users.membro, users.camila]) {
    const outcome = await runAs(
      db,
      membro,
      `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, 1000, 'Eu')`,
      [userId],
    )
    expect(outcome.ok ? 'ok' : outcome.code).toBe('42501')
  }
  expect(refusal(await award(membro, users.camila, 10, null, 'Amiga'))).toMatch(/^42501 /)
  expect(await balance(users.membro)).toBe(280)
})

test('undo: a compensating entry points at the original, the balance goes back, and a second undo is refused', async () => {
  const db = database()
  const [entry] = rowsOf(await award(movPlus, users.lucas, null, missions.oficina)) as {
    id: string
  }[]
  expect(await balance(users.lucas)).toBe(200)
  const [reversal] = rowsOf(await undo(admin, entry!.id))
  expect(reversal).toMatchObject({
    user_id: users.lucas,
    points: -50,
    reason: 'Estorno: Missão: Participe de uma oficina',
    mission_id: missions.oficina,
    reverses_id: entry!.id,
    awarded_by: users.admin,
  })
  expect(await balance(users.lucas)).toBe(150)
  expect(refusal(await undo(movPlus, entry!.id))).toBe(p0001('Este lançamento já foi estornado.'))
  expect(refusal(await undo(movPlus, String(reversal!.id)))).toBe(
    p0001('Um estorno não pode ser estornado.'),
  )
  // Both entries stay: history is never deleted, by anyone.
  for (const caller of [movPlus, admin, membro]) {
    const outcome = await runAs(db, caller, `delete from public.mov_plus_pontos where id = $1`, [
      entry!.id,
    ])
    expect(outcome.ok ? 'ok' : outcome.code).toBe('42501')
  }
  const kept = await ownerRows(
    db,
    `select count(*)::int as n from public.mov_plus_pontos where id in ($1, $2)`,
    [entry!.id, reversal!.id],
  )
  expect(kept).toEqual([{ n: 2 }])
})

test('an undo never leaves a balance negative: points already spent cannot be taken back', async () => {
  const [entry] = rowsOf(await award(movPlus, users.lucas, 1000, null, 'Prêmio')) as {
    id: string
  }[]
  const spendable = await balance(users.lucas)
  // The member spends it (as the database owner would record a debit).
  await ownerRows(
    database(),
    `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, $2, 'Gasto') returning id`,
    [users.lucas, -(spendable - 10)],
  )
  expect(await balance(users.lucas)).toBe(10)
  expect(refusal(await undo(movPlus, entry!.id))).toBe(
    p0001('O estorno deixaria o saldo negativo: o membro já usou estes pontos.'),
  )
  expect(await balance(users.lucas)).toBe(10)
})

test('undo takes a given reason, and refuses redemption debits and unknown entries', async () => {
  const [entry] = rowsOf(await award(movPlus, users.lucas, 40, null, 'Ajuda')) as { id: string }[]
  expect(rowsOf(await undo(movPlus, entry!.id, 'Lançado em dobro'))).toMatchObject([
    { points: -40, reason: 'Lançado em dobro' },
  ])
  const [debit] = await ownerRows<{ id: string }>(
    database(),
    `select id from public.mov_plus_pontos where redemption_id is not null limit 1`,
  )
  expect(refusal(await undo(movPlus, debit!.id))).toBe(
    p0001('Estorne pelo resgate, não pelo extrato.'),
  )
  expect(refusal(await undo(movPlus, '00000000-0000-4000-8000-000000000000'))).toBe(
    p0001('Lançamento não encontrado.'),
  )
})

// Mission completions ------------------------------------------------------------------------------------

test('a member reports an active mission once at a time, with an optional note and https link, and reads only their own reports', async () => {
  const db = database()
  const report = (mission: string, note: string | null, link: string | null) =>
    applyAs(
      db,
      membro,
      `insert into public.mov_plus_conclusoes (mission_id, note, link_url) values ($1, $2, $3) returning user_id, status`,
      [mission, note, link],
    )
  expect(
    rowsOf(await report(missions.oficina, 'Fui no sábado', 'https://example.org/foto')),
  ).toEqual([{ user_id: users.membro, status: 'pendente' }])
  expect(refusal(await report(missions.oficina, 'De novo', null))).toBe(
    p0001('Você já informou esta missão; aguarde a análise da presidência.'),
  )
  expect(refusal(await report(missions.encerrada, null, null))).toMatch(/^42501 /)
  expect(refusal(await report(missions.trilha, null, 'javascript:alert(1)'))).toMatch(/^23514 /)
  expect(refusal(await report(missions.trilha, 'x'.repeat(1001), null))).toMatch(/^23514 /)
  await pendingCompletion(users.camila, missions.oficina)
  const seen = rowsOf(await runAs(db, membro, `select user_id from public.mov_plus_conclusoes`))
  expect(seen).toEqual([{ user_id: users.membro }])
  expect(
    rowsOf(await runAs(db, movPlus, `select user_id from public.mov_plus_conclusoes`)),
  ).toHaveLength(2)
})

test('the one-pending rule holds even against the trigger: the partial unique index refuses a second pending row', async () => {
  const db = database()
  await pendingCompletion(users.membro, missions.oficina)
  await db.exec(
    `alter table public.mov_plus_conclusoes disable trigger mov_plus_conclusoes_one_pending`,
  )
  await expect(
    db.query(`insert into public.mov_plus_conclusoes (user_id, mission_id) values ($1, $2)`, [
      users.membro,
      missions.oficina,
    ]),
  ).rejects.toMatchObject({ code: '23505' })
})

test('approving a completion awards the mission points in the same call; refusing needs a reason; each decided once', async () => {
  const id = await pendingCompletion(users.membro, missions.trilha)
  expect(refusal(await decideCompletion(movPlus, id, false, ' '))).toBe(
    p0001('Informe o motivo da recusa.'),
  )
  const rows = rowsOf(await decideCompletion(movPlus, id, true))
  expect(rows).toMatchObject([
    { status: 'aprovada', decided_by: users.movPlusAdmin, refusal_reason: null },
  ])
  expect(await balance(users.membro)).toBe(430)
  const entries = await ownerRows(
    database(),
    `select points, reason, mission_id, awarded_by from public.mov_plus_pontos
      where user_id = $1 and mission_id = $2 and created_at = now()`,
    [users.membro, missions.trilha],
  )
  expect(entries).toEqual([
    {
      points: 150,
      reason: 'Missão: Conclua uma trilha formativa',
      mission_id: missions.trilha,
      awarded_by: users.movPlusAdmin,
    },
  ])
  expect(refusal(await decideCompletion(admin, id, false, 'Sem prova'))).toBe(
    p0001('Esta conclusão já foi decidida.'),
  )
  const other = await pendingCompletion(users.camila, missions.trilha)
  expect(rowsOf(await decideCompletion(admin, other, false, 'Sem certificado'))).toMatchObject([
    { status: 'recusada', refusal_reason: 'Sem certificado' },
  ])
  expect(await balance(users.camila)).toBe(230)
  // A refused report can be sent again.
  expect(
    refusal(
      await applyAs(
        database(),
        signedIn(users.camila),
        `insert into public.mov_plus_conclusoes (mission_id) values ($1)`,
        [missions.trilha],
      ),
    ),
  ).toBe('ok')
})

test('completions: members and writers cannot decide, staff never decide their own, unknown ones are refused', async () => {
  const id = await pendingCompletion(users.membro, missions.oficina)
  for (const caller of [membro, escritor]) {
    expect(refusal(await decideCompletion(caller, id, true))).toMatch(/^42501 /)
  }
  const own = await pendingCompletion(users.movPlusAdmin, missions.oficina)
  expect(refusal(await decideCompletion(movPlus, own, true))).toBe(
    p0001('Você não pode decidir a sua própria conclusão.'),
  )
  expect(
    refusal(await decideCompletion(movPlus, '00000000-0000-4000-8000-000000000000', true)),
  ).toBe(p0001('Conclusão não encontrada.'))
  const outcome = await runAs(
    database(),
    membro,
    `update public.mov_plus_conclusoes set status = 'aprovada' where id = $1`,
    [id],
  )
  expect(outcome.ok ? 'ok' : outcome.code).toBe('42501')
  expect(await balance(users.membro)).toBe(280)
})

// The presidency's reads -----------------------------------------------------------------------------------

test('member search ignores case and accents, matches name or e-mail, is ordered by name and shows balances', async () => {
  const search = async (query: string, limit = 20) =>
    rowsOf(
      await runAs(database(), movPlus, `select * from public.mov_plus_search_members($1, $2)`, [
        query,
        limit,
      ]),
    )
  expect(await search('JOAO')).toEqual([
    { id: users.membro, full_name: 'João Pedro Alves', email: 'membro@mov.local', balance: 280 },
  ])
  expect((await search('joão pedro')).map((r) => r.id)).toEqual([users.membro])
  expect((await search('CAMILA@MOV')).map((r) => r.full_name)).toEqual(['Camila Rocha'])
  expect((await search('%')).length).toBe(0)
  const everyone = await search('  ')
  expect(everyone.map((r) => r.full_name)).toEqual([
    'Beatriz Nunes',
    'Camila Rocha',
    'João Pedro Alves',
    'Lucas Ferreira',
    'Marina Duarte',
    'Rafael Lima',
    'Yasmin Oliveira',
  ])
  expect(await search('', 2)).toHaveLength(2)
  // Beatriz Nunes is found by her e-mail alone.
  expect((await search('MOVPLUS')).map((r) => r.full_name)).toEqual(['Beatriz Nunes'])
})

test('stats: points awarded this month in Brazil time (undos subtract, redemptions do not), pending redemptions and completions', async () => {
  const db = database()
  // The month starts at midnight in São Paulo (03:00 UTC): an entry a minute before that is last
  // month's even when UTC already says this month.
  await db.query(
    `with start as (
       select date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo' as t
     )
     insert into public.mov_plus_pontos (user_id, points, reason, created_at)
     select $1::uuid, p, r, t + d from start,
       (values (7, 'Início do mês', interval '1 minute'),
               (1000, 'Mês passado em Brasília', interval '-1 minute')) as v (p, r, d)`,
    [users.yasmin],
  )
  const before = rowsOf(await runAs(db, movPlus, `select * from public.mov_plus_stats()`))
  const seeded = await ownerRows<{ n: number }>(
    db,
    `select coalesce(sum(points), 0)::int as n from public.mov_plus_pontos
      where redemption_id is null and reason <> 'Mês passado em Brasília'
        and created_at >= date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'`,
  )
  expect(before).toEqual([
    { points_this_month: seeded[0]!.n, pending_redemptions: 1, pending_completions: 0 },
  ])
  expect(seeded[0]!.n).toBeGreaterThanOrEqual(7)
  const [entry] = rowsOf(await award(movPlus, users.lucas, 40, null, 'Ajuda')) as { id: string }[]
  await undo(movPlus, entry!.id)
  await award(movPlus, users.lucas, 15, null, 'Ajuda')
  await decide(movPlus, pendingOfMembro, true)
  await pendingCompletion(users.camila, missions.oficina)
  const after = rowsOf(await runAs(db, admin, `select * from public.mov_plus_stats()`))
  expect(after).toEqual([
    { points_this_month: seeded[0]!.n + 15, pending_redemptions: 0, pending_completions: 1 },
  ])
})

test('top missions: how often each was awarded and the points, undone awards left out', async () => {
  const db = database()
  const top = async (limit = 5) =>
    rowsOf(await runAs(db, movPlus, `select * from public.mov_plus_top_missions($1)`, [limit]))
  // The seed: the workshop 5 times (250), the track 2 (300), the council 2 (200), the friend 1 (80).
  expect(await top()).toEqual([
    {
      mission_id: missions.oficina,
      title: 'Participe de uma oficina',
      times_awarded: 5,
      points: 250,
    },
    {
      mission_id: missions.trilha,
      title: 'Conclua uma trilha formativa',
      times_awarded: 2,
      points: 300,
    },
    {
      mission_id: 'b9000000-0000-4000-8000-000000000004',
      title: 'Assista a uma reunião de conselho',
      times_awarded: 2,
      points: 200,
    },
    {
      mission_id: 'b9000000-0000-4000-8000-000000000003',
      title: 'Traga um amigo',
      times_awarded: 1,
      points: 80,
    },
  ])
  const [entry] = rowsOf(await award(movPlus, users.lucas, null, missions.trilha)) as {
    id: string
  }[]
  const trilha = async () => (await top()).find((r) => r.mission_id === missions.trilha)
  expect(await trilha()).toMatchObject({ times_awarded: 3, points: 450 })
  await undo(movPlus, entry!.id)
  expect(await trilha()).toMatchObject({ times_awarded: 2, points: 300 })
  expect(await top(1)).toHaveLength(1)
})
