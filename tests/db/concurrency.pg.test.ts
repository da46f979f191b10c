// Two sessions approving MOV+ redemptions at the same time (issue 13). PGlite has one connection,
// so this test starts a throwaway PostgreSQL (the server binaries of `pg_config --bindir`, as the
// `postgres` user when running as root, on a free port, in a temp dir), loads the auth stub, every
// migration and the seed, and races two `pg` connections that act as PostgREST does (`set local
// role authenticated` and the JWT claims). The first approval holds its transaction open; the test
// proves that the second one waits on a lock, and fails once the first commits. The server:
// ./support/pg-server.ts.
import type pg from 'pg'
import { afterAll, beforeAll, expect } from 'vitest'
import { users } from './support/database'
import { pgTest, startPgServer, type PgServer } from './support/pg-server'

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
  server?.stop()
})

async function connect(): Promise<pg.Client> {
  if (!server) throw new Error('the server is started in beforeAll')
  return server.connect()
}

async function ownerQuery<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  if (!owner) throw new Error('the server is started in beforeAll')
  return (await owner.query<T>(sql, params)).rows
}

/** A connection acting as a signed-in account, inside an open transaction (as PostgREST runs a request). */
async function sessionAs(userId: string): Promise<{ client: pg.Client; pid: number }> {
  const client = await connect()
  sessions.push(client)
  const [row] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows
  await client.query('begin')
  await client.query('set local role authenticated')
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: userId, role: 'authenticated', aud: 'authenticated' }),
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
