// Two sessions approving MOV+ redemptions at the same time (docs/decisions/data-model.md). PGlite
// has one connection, so this test starts a throwaway PostgreSQL (the server binaries of
// `pg_config --bindir`, as the `postgres` user when running as root, on a free port, in a temp
// dir), loads the auth stub, every migration and the seed, and races two `pg` connections that act
// as PostgREST does (`set local role authenticated` and the JWT claims). The first approval holds
// its transaction open; the test proves that the second one waits on a lock, and fails once the
// first commits. The same proofs run through every other path a staff member has: a staff member's
// own request (refused by the function and by a direct update, on this server too), a direct update
// racing another, one statement deciding several requests, and an undo racing an approval. The
// server: ./support/pg-server.ts.
import type pg from 'pg'
import { afterAll, beforeAll, expect } from 'vitest'
import { claimsOf, ensureSession, signedIn, users } from './support/database'
import { pgTest, sqlSession, startPgServer, type PgServer } from './support/pg-server'

const run = pgTest('concurrency.pg.test.ts')

let server: PgServer | null = null
let owner: pg.Client | undefined
const sessions: pg.Client[] = []

beforeAll(async () => {
  server = await startPgServer()
  owner = await server?.connect()
})

afterAll(async () => {
  await Promise.allSettled([...sessions, ...(owner ? [owner] : [])].map((c) => c.end()))
  await server?.stop()
})

async function connect(): Promise<pg.Client> {
  if (!server) throw new Error('the server is started in beforeAll')
  return server.connect()
}

async function ownerQuery<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  if (!owner) throw new Error('the server is started in beforeAll')
  return (await owner.query<T>(sql, params)).rows
}

/**
 * A connection acting as a signed-in staff account at aal2 (password and second factor, as staff
 * rights need), inside an open transaction (as PostgREST runs a request).
 */
async function sessionAs(userId: string): Promise<{ client: pg.Client; pid: number }> {
  // The token's session, live at aal2 (committed, so both racing connections see it), as staff
  // rights need (20261127010100_staff_live_session.sql).
  if (!owner) throw new Error('the server is started in beforeAll')
  await ensureSession(sqlSession(owner), signedIn(userId, 'aal2'))
  const client = await connect()
  sessions.push(client)
  const [row] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows
  await client.query('begin')
  await client.query('set local role authenticated')
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify(claimsOf(signedIn(userId, 'aal2'))),
  ])
  return { client, pid: row!.pid }
}

type Settled = { ok: true; status: string } | { ok: false; code: string; message: string }

/** Starts an approval without waiting for it; `settled` says whether it has finished yet. */
function approve(client: pg.Client, redemptionId: string) {
  const state: { settled: boolean; result: Promise<Settled> } = {
    settled: false,
    result: client
      .query<{ status: string }>('select status from public.mov_plus_decide_redemption($1, true)', [
        redemptionId,
      ])
      .then(
        (r): Settled => ({ ok: true, status: r.rows[0]!.status }),
        (e: { code: string; message: string }): Settled => ({
          ok: false,
          code: e.code,
          message: e.message,
        }),
      )
      .finally(() => {
        state.settled = true
      }),
  }
  return state
}

/** Waits until the backend `pid` waits on a heavyweight lock; fails if `done()` comes first. */
async function waitUntilBlocked(pid: number, done: () => boolean): Promise<string> {
  for (let i = 0; i < 200; i++) {
    if (done()) throw new Error('the second approval finished without waiting for the first')
    const [row] = await ownerQuery<{ type: string | null; event: string | null }>(
      'select wait_event_type as type, wait_event as event from pg_stat_activity where pid = $1',
      [pid],
    )
    if (row?.type === 'Lock') return `${row.type}:${row.event}`
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the second approval never waited on a lock')
}

async function newReward(title: string, cost: number, stock: number): Promise<string> {
  const [row] = await ownerQuery<{ id: string }>(
    `insert into public.mov_plus_recompensas (title, description, cost, stock)
     values ($1, 'Para o teste de concorrência', $2, $3) returning id`,
    [title, cost, stock],
  )
  return row!.id
}

/** A pending request written as the owner (the scenario, not the rule under test). */
async function pendingRequest(userId: string, rewardId: string): Promise<string> {
  const [row] = await ownerQuery<{ id: string }>(
    `insert into public.mov_plus_resgates (user_id, reward_id) values ($1, $2) returning id`,
    [userId, rewardId],
  )
  return row!.id
}

async function balance(userId: string): Promise<number> {
  const [row] = await ownerQuery<{ n: number }>(
    'select coalesce(sum(points), 0)::int as n from public.mov_plus_pontos where user_id = $1',
    [userId],
  )
  return row!.n
}

run('the server is PostgreSQL 15 or later with the migrations and the seed loaded', async () => {
  const [row] = await ownerQuery<{ major: number; members: number }>(
    `select current_setting('server_version_num')::int / 10000 as major,
            (select count(*)::int from public.profiles) as members`,
  )
  expect(row!.major).toBeGreaterThanOrEqual(15)
  expect(row!.members).toBe(Object.keys(users).length)
})

run(
  'two sessions approving two requests for the last unit: the second waits for the first, then fails; exactly one wins',
  async () => {
    const reward = await newReward('Última unidade', 100, 1)
    const ofLucas = await pendingRequest(users.lucas, reward)
    const ofCamila = await pendingRequest(users.camila, reward)
    const camilaBefore = await balance(users.camila)

    const first = await sessionAs(users.movPlusAdmin)
    expect(await approve(first.client, ofLucas).result).toEqual({ ok: true, status: 'aprovado' })
    // The first transaction is still open: the second approval must wait for it.
    const second = await sessionAs(users.admin)
    const racing = approve(second.client, ofCamila)
    expect(await waitUntilBlocked(second.pid, () => racing.settled)).toMatch(/^Lock:/)
    expect(racing.settled).toBe(false)
    await first.client.query('commit')
    expect(await racing.result).toEqual({
      ok: false,
      code: 'P0001',
      message: 'Esta recompensa está sem estoque.',
    })
    await second.client.query('rollback')

    expect(
      await ownerQuery(
        `select r.user_id, r.status, (select stock from public.mov_plus_recompensas where id = $1) as stock
         from public.mov_plus_resgates r where r.reward_id = $1 order by r.status`,
        [reward],
      ),
    ).toEqual([
      { user_id: users.lucas, status: 'aprovado', stock: 0 },
      { user_id: users.camila, status: 'pendente', stock: 0 },
    ])
    expect(
      await ownerQuery(
        `select l.user_id, l.points from public.mov_plus_pontos l
         join public.mov_plus_resgates r on r.id = l.redemption_id where r.reward_id = $1`,
        [reward],
      ),
    ).toEqual([{ user_id: users.lucas, points: -100 }])
    expect(await balance(users.camila)).toBe(camilaBefore)
  },
)

run(
  "two sessions approving two requests that together exceed one member's balance: the second waits, then fails; the balance never goes negative",
  async () => {
    // Two different rewards, each with stock: only the lock on the member can keep these apart.
    const caneca = await newReward('Caneca', 100, 5)
    const bone = await newReward('Boné', 100, 5)
    await ownerQuery(
      `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, 100, 'Mutirão')`,
      [users.yasmin],
    )
    expect(await balance(users.yasmin)).toBe(150)
    const forCaneca = await pendingRequest(users.yasmin, caneca)
    const forBone = await pendingRequest(users.yasmin, bone)

    const first = await sessionAs(users.movPlusAdmin)
    expect(await approve(first.client, forCaneca).result).toEqual({ ok: true, status: 'aprovado' })
    const second = await sessionAs(users.admin)
    const racing = approve(second.client, forBone)
    expect(await waitUntilBlocked(second.pid, () => racing.settled)).toMatch(/^Lock:/)
    await first.client.query('commit')
    expect(await racing.result).toEqual({
      ok: false,
      code: 'P0001',
      message: 'Saldo de pontos insuficiente para esta recompensa.',
    })
    await second.client.query('rollback')

    expect(await balance(users.yasmin)).toBe(50)
    expect(
      await ownerQuery(
        `select r.title, r.stock, q.status from public.mov_plus_resgates q
         join public.mov_plus_recompensas r on r.id = q.reward_id
        where q.id in ($1, $2) order by r.title`,
        [forCaneca, forBone],
      ),
    ).toEqual([
      { title: 'Boné', stock: 5, status: 'pendente' },
      { title: 'Caneca', stock: 4, status: 'aprovado' },
    ])
  },
)

// The same rules through every path a staff member has (the function, a direct
// update as PostgREST's PATCH runs it, one statement deciding several requests, an undo).

/** Runs `sql` in an open session without waiting for it; `settled` says whether it has finished. */
function start(client: pg.Client, sql: string, params: unknown[]) {
  const state: { settled: boolean; result: Promise<Settled> } = {
    settled: false,
    result: client
      .query<{ status: string }>(sql, params)
      .then(
        (r): Settled => ({ ok: true, status: r.rows.map((row) => row.status).join(',') }),
        (e: { code: string; message: string }): Settled => ({
          ok: false,
          code: e.code,
          message: e.message,
        }),
      )
      .finally(() => {
        state.settled = true
      }),
  }
  return state
}

const patchStatus = (client: pg.Client, ids: string[], status = 'aprovado', reason?: string) =>
  start(
    client,
    `update public.mov_plus_resgates set status = $2, refusal_reason = $3
      where id = any($1::uuid[]) returning status`,
    [ids, status, reason ?? null],
  )

const selfRefusal = {
  ok: false,
  code: 'P0001',
  message: 'Você não pode decidir o seu próprio resgate.',
}

run(
  'a staff member never decides their own request, by the function or a direct update, while a colleague decides one of theirs',
  async () => {
    const reward = await newReward('Agenda', 100, 5)
    // Another reward for their own request, so that nothing but the rule can stop it.
    const own = await newReward('Caderno', 100, 5)
    await ownerQuery(
      `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, 500, 'Coordenação')`,
      [users.movPlusAdmin],
    )
    const before = await balance(users.movPlusAdmin)
    const first = await pendingRequest(users.movPlusAdmin, reward)
    const second = await pendingRequest(users.movPlusAdmin, own)

    // A colleague approves the first request and holds the transaction open.
    const colleague = await sessionAs(users.admin)
    expect(await approve(colleague.client, first).result).toEqual({ ok: true, status: 'aprovado' })

    const self = await sessionAs(users.movPlusAdmin)
    for (const attempt of [
      () => approve(self.client, second),
      () =>
        start(
          self.client,
          `select status from public.mov_plus_decide_redemption($1, false, 'Não')`,
          [second],
        ),
      () => patchStatus(self.client, [second]),
      () => patchStatus(self.client, [second], 'recusado', 'Não'),
    ]) {
      await self.client.query('savepoint attempt')
      expect(await attempt().result).toEqual(selfRefusal)
      await self.client.query('rollback to savepoint attempt')
    }
    await self.client.query('rollback')
    await colleague.client.query('commit')

    expect(
      await ownerQuery(
        `select id, status, decided_by from public.mov_plus_resgates where id in ($1, $2) order by status`,
        [first, second],
      ),
    ).toEqual([
      { id: first, status: 'aprovado', decided_by: users.admin },
      { id: second, status: 'pendente', decided_by: null },
    ])
    expect(await balance(users.movPlusAdmin)).toBe(before - 100)
  },
)

run(
  'two sessions approving two different rewards of one member by direct update: the second waits, then fails; the balance never goes negative',
  async () => {
    const caneca = await newReward('Caneca azul', 100, 5)
    const bone = await newReward('Boné azul', 100, 5)
    await ownerQuery(
      `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, 150, 'Mutirão')`,
      [users.lucas],
    )
    const start0 = await balance(users.lucas)
    await ownerQuery(
      `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, $2, 'Ajuste do teste')`,
      [users.lucas, 150 - start0],
    )
    expect(await balance(users.lucas)).toBe(150)
    const forCaneca = await pendingRequest(users.lucas, caneca)
    const forBone = await pendingRequest(users.lucas, bone)

    const first = await sessionAs(users.movPlusAdmin)
    expect(await patchStatus(first.client, [forCaneca]).result).toEqual({
      ok: true,
      status: 'aprovado',
    })
    const second = await sessionAs(users.admin)
    const racing = patchStatus(second.client, [forBone])
    expect(await waitUntilBlocked(second.pid, () => racing.settled)).toMatch(/^Lock:/)
    await first.client.query('commit')
    expect(await racing.result).toEqual({
      ok: false,
      code: 'P0001',
      message: 'Saldo de pontos insuficiente para esta recompensa.',
    })
    await second.client.query('rollback')
    expect(await balance(users.lucas)).toBe(50)
  },
)

run(
  'one statement approving two requests of one member counts the first debit before the second',
  async () => {
    const a = await newReward('Chaveiro', 100, 5)
    const b = await newReward('Adesivo', 100, 5)
    const now = await balance(users.camila)
    await ownerQuery(
      `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, $2, 'Ajuste do teste')`,
      [users.camila, 150 - now],
    )
    const ids = [await pendingRequest(users.camila, a), await pendingRequest(users.camila, b)]
    const session = await sessionAs(users.movPlusAdmin)
    expect(await patchStatus(session.client, ids).result).toEqual({
      ok: false,
      code: 'P0001',
      message: 'Saldo de pontos insuficiente para esta recompensa.',
    })
    await session.client.query('rollback')
    expect(await balance(users.camila)).toBe(150)
  },
)

run(
  'an approval and an undo of the points it spends, at the same time: the undo waits, then is refused',
  async () => {
    const reward = await newReward('Squeeze', 100, 5)
    const now = await balance(users.membro)
    await ownerQuery(
      `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, $2, 'Ajuste do teste')`,
      [users.membro, 50 - now],
    )
    const [award] = await ownerQuery<{ id: string }>(
      `insert into public.mov_plus_pontos (user_id, points, reason, awarded_by)
       values ($1, 100, 'Oficina', $2) returning id`,
      [users.membro, users.admin],
    )
    const request = await pendingRequest(users.membro, reward)

    const first = await sessionAs(users.admin)
    expect(await approve(first.client, request).result).toEqual({ ok: true, status: 'aprovado' })
    const second = await sessionAs(users.movPlusAdmin)
    const undo = start(
      second.client,
      'select points as status from public.mov_plus_undo_points($1)',
      [award!.id],
    )
    expect(await waitUntilBlocked(second.pid, () => undo.settled)).toMatch(/^Lock:/)
    await first.client.query('commit')
    expect(await undo.result).toEqual({
      ok: false,
      code: 'P0001',
      message: 'O estorno deixaria o saldo negativo: o membro já usou estes pontos.',
    })
    await second.client.query('rollback')
    expect(await balance(users.membro)).toBe(50)
  },
)

run(
  'two admins placing programmes at once queue on the siblings, and the order keeps no tie',
  async () => {
    const ids = await ownerQuery<{ id: string }>(
      `select id from public.programas order by display_order desc, created_at desc, id desc limit 2`,
    )
    const [a, b] = [ids[0]!.id, ids[1]!.id]
    const first = await sessionAs(users.admin)
    const second = await sessionAs(users.admin)
    await first.client.query(`select public.place_display_order('programas', $1, 1)`, [a])
    let done = false
    const pending = second.client
      .query<{ place: number }>(`select public.place_display_order('programas', $1, 1) as place`, [
        b,
      ])
      .finally(() => {
        done = true
      })
    expect(await waitUntilBlocked(second.pid, () => done)).toMatch(/^Lock:/)
    await first.client.query('commit')
    expect((await pending).rows[0]!.place).toBe(1)
    await second.client.query('commit')
    const order = await ownerQuery<{ id: string; display_order: number }>(
      `select id, display_order from public.programas order by display_order, created_at, id`,
    )
    expect(order.slice(0, 2).map((r) => r.id)).toEqual([b, a])
    expect(new Set(order.map((r) => r.display_order)).size).toBe(order.length)
  },
)
