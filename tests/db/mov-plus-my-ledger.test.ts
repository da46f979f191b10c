// public.mov_plus_my_ledger: a member's own points ledger, newest first and page by page, with the
// mission's title and the awarding staff member's name (members cannot read other profiles).
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import {
  anon,
  ownerRows,
  runAs,
  signedIn,
  useDatabase,
  users,
  type Outcome,
} from './support/database'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

type Entry = {
  id: string
  points: number
  reason: string
  mission_title: string | null
  awarded_by_name: string | null
  created_at: Date
  total_count: number | bigint
}

function rowsOf(outcome: Outcome): Entry[] {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code} ${outcome.message}`)
  return outcome.rows as Entry[]
}

const ledger = (limit?: number, offset?: number) =>
  limit === undefined
    ? 'select * from public.mov_plus_my_ledger()'
    : `select * from public.mov_plus_my_ledger(${limit}, ${offset ?? 0})`

test('a member sees their own entries only, newest first, with mission titles and who awarded them', async () => {
  const rows = rowsOf(await runAs(database(), signedIn(users.membro), ledger()))
  expect(rows.map((r) => [r.reason, r.points, r.mission_title, r.awarded_by_name])).toEqual([
    [
      'Reunião do Conselho Municipal de Educação',
      100,
      'Assista a uma reunião de conselho',
      'Beatriz Nunes',
    ],
    ['Convidou Lucas Ferreira', 80, 'Traga um amigo', 'Beatriz Nunes'],
    ['Trilha Participação Cidadã concluída', 150, 'Conclua uma trilha formativa', 'Beatriz Nunes'],
    ['Oficina de orçamento público', 50, 'Participe de uma oficina', 'Beatriz Nunes'],
  ])
  const own = await ownerRows<{ id: string }>(
    database(),
    'select id from public.mov_plus_pontos where user_id = $1',
    [users.membro],
  )
  expect(rows.map((r) => r.id).sort()).toEqual(own.map((r) => r.id).sort())
  expect(rows.every((r) => Number(r.total_count) === 4)).toBe(true)
})

test("another member's entries never appear, whatever the paging asks for", async () => {
  const others = await ownerRows<{ id: string }>(
    database(),
    'select id from public.mov_plus_pontos where user_id <> $1',
    [users.membro],
  )
  expect(others.length).toBeGreaterThan(0)
  const rows = rowsOf(await runAs(database(), signedIn(users.membro), ledger(100, 0)))
  const otherIds = new Set(others.map((r) => r.id))
  expect(rows.filter((r) => otherIds.has(r.id))).toEqual([])
  // Camila's ledger has her debit for a redemption, with the approving staff member's name.
  const camila = rowsOf(await runAs(database(), signedIn(users.camila), ledger()))
  expect(camila).toHaveLength(5)
  expect(camila.find((r) => r.points < 0)).toMatchObject({
    points: -120,
    reason: 'Resgate: Kit de cadernos',
    mission_title: null,
    awarded_by_name: 'Beatriz Nunes',
  })
})

test('a member with no entries gets no rows; an inactive mission still shows its title', async () => {
  expect(rowsOf(await runAs(database(), signedIn(users.escritor, 'aal2'), ledger()))).toEqual([])
  await database().exec(
    `update public.mov_plus_missoes set is_active = false where id = 'b9000000-0000-4000-8000-000000000003'`,
  )
  const rows = rowsOf(await runAs(database(), signedIn(users.membro), ledger()))
  expect(rows.find((r) => r.reason === 'Convidou Lucas Ferreira')?.mission_title).toBe(
    'Traga um amigo',
  )
})

test('paging: limit and offset walk the ledger, total_count is the whole ledger on every page', async () => {
  const caller = signedIn(users.camila)
  const first = rowsOf(await runAs(database(), caller, ledger(2, 0)))
  const second = rowsOf(await runAs(database(), caller, ledger(2, 2)))
  const third = rowsOf(await runAs(database(), caller, ledger(2, 4)))
  const past = rowsOf(await runAs(database(), caller, ledger(2, 10)))
  expect([first.length, second.length, third.length, past.length]).toEqual([2, 2, 1, 0])
  expect([...first, ...second, ...third].map((r) => Number(r.total_count))).toEqual([5, 5, 5, 5, 5])
  const all = rowsOf(await runAs(database(), caller, ledger(20, 0)))
  expect([...first, ...second, ...third].map((r) => r.id)).toEqual(all.map((r) => r.id))
  const times = all.map((r) => new Date(r.created_at).getTime())
  expect(times).toEqual([...times].sort((a, b) => b - a))
  // Absurd arguments are clamped (at most 100 rows, never a negative offset).
  expect(rowsOf(await runAs(database(), caller, ledger(0, -5)))).toHaveLength(1)
})

test('the anonymous key is refused (42501); an unnamed staff member shows as null', async () => {
  const refused = await runAs(database(), anon, ledger())
  expect(refused.ok ? 'ok' : refused.code).toBe('42501')
  await database().exec(
    `update public.profiles set full_name = '' where id = '${users.movPlusAdmin}'`,
  )
  const rows = rowsOf(await runAs(database(), signedIn(users.membro), ledger()))
  expect(rows.map((r) => r.awarded_by_name)).toEqual([null, null, null, null])
})

test('executable by authenticated only: an invoker wrapper in public, the definer body in private', async () => {
  const rows = await ownerRows<{
    schema: string
    anon: boolean
    authenticated: boolean
    definer: boolean
    config: string[] | null
  }>(
    database(),
    `select n.nspname as schema,
            has_function_privilege('anon', p.oid, 'execute') as anon,
            has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
            p.prosecdef as definer, p.proconfig as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.proname = 'mov_plus_my_ledger'
      order by 1`,
  )
  const closed = { anon: false, authenticated: true, config: ['search_path=""'] }
  expect(rows).toEqual([
    { schema: 'private', definer: true, ...closed },
    { schema: 'public', definer: false, ...closed },
  ])
})

test('a signed-in call with a forged claim for nobody returns nothing', async () => {
  const nobody = signedIn('a0000000-0000-4000-8000-0000000000ff')
  expect(rowsOf(await runAs(database(), nobody, ledger()))).toEqual([])
})
