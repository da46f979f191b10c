// The partnership proposals' send limit (docs/decisions/proposal-limits.md;
// 20261127020000_proposals_send_limit.sql), written once and run by
// tests/db/proposal-limits.test.ts (PGlite, as the local backend) and
// tests/db/proposal-limits.pg.test.ts (PostgreSQL 15, as hosted Supabase). Each test runs inside
// the transaction its file opens per test, rolled back afterwards. A send is the dialog's row
// inserted as PostgREST does it: `set local role`, the JWT claims, and `request.headers` holding
// the address Cloudflare sets (`cf-connecting-ip`).
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import {
  anon,
  applyAs,
  ownerRows,
  signedIn,
  users,
  type Caller,
  type Outcome,
  type SqlSession,
} from './database'
import { formRow } from './proposal-policy'

type Register = (name: string, fn: () => Promise<void>) => void

const PER_ADDRESS = 5
const TOTAL = 60

/** One proposal from `address` (null: no address header at all), with a fresh key unless given. */
export async function sendFrom(
  db: SqlSession,
  caller: Caller,
  address: string | null,
  { key = randomUUID(), headers = {} }: { key?: string; headers?: Record<string, string> } = {},
): Promise<Outcome> {
  const all = address === null ? headers : { ...headers, 'cf-connecting-ip': address }
  await db.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(all)])
  const row: Record<string, unknown> = { ...formRow, idempotency_key: key }
  const columns = Object.keys(row)
  return applyAs(
    db,
    caller,
    `insert into public.parcerias_solicitacoes (${columns.join(', ')})
     values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  )
}

/** `ok`, or the refusal as SQLSTATE and which limit (`details`). */
export function outcomeOf(outcome: Outcome): string {
  if (outcome.ok) return 'ok'
  return outcome.detail ? `${outcome.code} ${outcome.detail}` : `${outcome.code}`
}

const PER_ADDRESS_REFUSAL = 'PT429 proposals_per_address'
const TOTAL_REFUSAL = 'PT429 proposals_total'

async function sendMany(db: SqlSession, caller: Caller, address: string | null, count: number) {
  const outcomes: string[] = []
  for (let i = 0; i < count; i++) outcomes.push(outcomeOf(await sendFrom(db, caller, address)))
  return outcomes
}

const member = signedIn(users.membro)

export function proposalLimitTests(test: Register, database: () => SqlSession) {
  test('five proposals from one address pass in an hour, the sixth is refused (PT429), and another address still passes', async () => {
    const db = database()
    expect(await sendMany(db, anon, '203.0.113.7', PER_ADDRESS)).toEqual(Array(5).fill('ok'))
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.7'))).toBe(PER_ADDRESS_REFUSAL)
    // A refused send is not counted, and refusing again changes nothing for anyone else.
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.7'))).toBe(PER_ADDRESS_REFUSAL)
    expect(outcomeOf(await sendFrom(db, anon, '198.51.100.20'))).toBe('ok')
    const [stored] = await ownerRows<{ n: number }>(
      db,
      `select count(*)::int as n from public.parcerias_solicitacoes where email = $1`,
      [formRow.email],
    )
    expect(stored?.n).toBe(6)
  })

  test('a signed-in member counts with the visitors of the same address', async () => {
    const db = database()
    expect(await sendMany(db, anon, '203.0.113.8', 3)).toEqual(['ok', 'ok', 'ok'])
    expect(await sendMany(db, member, '203.0.113.8', 2)).toEqual(['ok', 'ok'])
    expect(outcomeOf(await sendFrom(db, member, '203.0.113.8'))).toBe(PER_ADDRESS_REFUSAL)
  })

  test('sixty proposals pass in an hour from any addresses; the sixty-first is refused (PT429) from a new address too', async () => {
    const db = database()
    for (let n = 0; n < TOTAL / PER_ADDRESS; n++) {
      expect(await sendMany(db, anon, `192.0.2.${n + 1}`, PER_ADDRESS)).toEqual(Array(5).fill('ok'))
    }
    expect(outcomeOf(await sendFrom(db, anon, '192.0.2.200'))).toBe(TOTAL_REFUSAL)
    expect(outcomeOf(await sendFrom(db, member, null))).toBe(TOTAL_REFUSAL)
  })

  test('an idempotent retry of a stored proposal is answered by its key (23505), never refused by the limit, and not counted', async () => {
    const db = database()
    const key = randomUUID()
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.9', { key }))).toBe('ok')
    expect(await sendMany(db, anon, '203.0.113.9', 3)).toEqual(['ok', 'ok', 'ok'])
    // The answer of the first send was lost: retried twice, from the same address.
    for (let i = 0; i < 2; i++) {
      const retry = await sendFrom(db, anon, '203.0.113.9', { key })
      expect(outcomeOf(retry)).toBe('23505')
      expect(retry.ok ? '' : retry.message).toContain('parcerias_solicitacoes_idempotency_key_key')
    }
    // The retries took nothing: the fifth proposal passes, the sixth does not.
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.9'))).toBe('ok')
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.9'))).toBe(PER_ADDRESS_REFUSAL)
    // At the limit, a retry of a stored proposal is still answered as stored.
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.9', { key }))).toBe('23505')
  })

  test('only cf-connecting-ip counts: x-forwarded-for and x-real-ip change nothing', async () => {
    const db = database()
    for (let i = 0; i < PER_ADDRESS; i++) {
      const headers = { 'x-forwarded-for': `10.9.8.${i}`, 'x-real-ip': `10.9.7.${i}` }
      expect(outcomeOf(await sendFrom(db, anon, '203.0.113.10', { headers }))).toBe('ok')
    }
    const headers = { 'x-forwarded-for': '10.9.8.99', 'x-real-ip': '10.9.7.99' }
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.10', { headers }))).toBe(
      PER_ADDRESS_REFUSAL,
    )
  })

  test('an IPv6 address counts by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const db = database()
    const block = [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:DB8:1:2:ffff::3',
      '2001:db8:1:2:0:0:0:4',
    ]
    for (const address of [...block, '2001:db8:1:2:aaaa:bbbb:cccc:dddd']) {
      expect(outcomeOf(await sendFrom(db, anon, address))).toBe('ok')
    }
    expect(outcomeOf(await sendFrom(db, anon, '2001:db8:1:2::99'))).toBe(PER_ADDRESS_REFUSAL)
    expect(outcomeOf(await sendFrom(db, anon, '2001:db8:1:3::1'))).toBe('ok')
    expect(await sendMany(db, anon, '198.51.100.30', 4)).toEqual(['ok', 'ok', 'ok', 'ok'])
    expect(outcomeOf(await sendFrom(db, anon, '::ffff:198.51.100.30'))).toBe('ok')
    expect(outcomeOf(await sendFrom(db, anon, '198.51.100.30'))).toBe(PER_ADDRESS_REFUSAL)
  })

  test('an hour later the address sends again, and the counter rows older than the hour are purged', async () => {
    const db = database()
    expect(await sendMany(db, anon, '203.0.113.11', PER_ADDRESS)).toEqual(Array(5).fill('ok'))
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.11'))).toBe(PER_ADDRESS_REFUSAL)
    await db.exec(`update private.parcerias_envios set sent_at = now() - interval '61 minutes'`)
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.11'))).toBe('ok')
    const rows = await ownerRows<{ old: number; recent: number }>(
      db,
      `select count(*) filter (where sent_at <= now() - interval '1 hour')::int as old,
              count(*) filter (where sent_at > now() - interval '1 hour')::int as recent
         from private.parcerias_envios`,
    )
    expect(rows).toEqual([{ old: 0, recent: 1 }])
  })

  test('without an address header the per-address limit is skipped and the total still binds', async () => {
    const db = database()
    await db.exec(`update private.parcerias_envios_config set total = 8`)
    expect(await sendMany(db, anon, null, 8)).toEqual(Array(8).fill('ok'))
    expect(outcomeOf(await sendFrom(db, anon, null))).toBe(TOTAL_REFUSAL)
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.12'))).toBe(TOTAL_REFUSAL)
  })

  test('the service role and the owner (staff tools, the seed) are not limited nor counted', async () => {
    const db = database()
    await db.exec(`update private.parcerias_envios_config set total = 1`)
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.13'))).toBe('ok')
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.14'))).toBe(TOTAL_REFUSAL)
    await db.exec(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`)
    await db.exec('set local role service_role')
    await db.query(
      `insert into public.parcerias_solicitacoes (organization_name, contact_name, email, partnership_type, proposal, organization_description)
       values ('Equipe', 'Staff', 'staff@mov.org.br', 'Outro', 'Proposta', 'Descrição')`,
    )
    await db.exec('reset role')
    await db.query(
      `insert into public.parcerias_solicitacoes (organization_name, contact_name, email, partnership_type, proposal, organization_description)
       values ('Seed', 'Owner', 'owner@mov.org.br', 'Outro', 'Proposta', 'Descrição')`,
    )
    expect(await ownerRows(db, `select count(*)::int as n from private.parcerias_envios`)).toEqual([
      { n: 1 },
    ])
  })

  test('only a salted SHA-256 of the address is stored, and nobody but the owner reaches the counter, its settings or the trigger function', async () => {
    const db = database()
    expect(outcomeOf(await sendFrom(db, anon, '203.0.113.15'))).toBe('ok')
    const [row] = await ownerRows<{ hash: string; plain: string }>(
      db,
      `select address_hash as hash, encode(sha256(convert_to('203.0.113.15', 'UTF8')), 'hex') as plain
         from private.parcerias_envios`,
    )
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.hash).not.toBe(row?.plain)
    const [columns] = await ownerRows<{ names: string }>(
      db,
      `select string_agg(column_name, ',' order by ordinal_position) as names
         from information_schema.columns
        where table_schema = 'private' and table_name = 'parcerias_envios'`,
    )
    expect(columns?.names).toBe('id,address_hash,sent_at')
    const [rights] = await ownerRows<Record<string, boolean>>(
      db,
      `select bool_or(has_table_privilege(r, 'private.parcerias_envios', 'select,insert,update,delete')) as log,
              bool_or(has_table_privilege(r, 'private.parcerias_envios_config', 'select,insert,update,delete')) as config,
              bool_or(has_function_privilege(r, 'private.limit_proposal_sends()', 'execute')) as trigger,
              bool_or(has_function_privilege(r, 'private.proposal_address_key(text)', 'execute')) as key
         from unnest(array['anon', 'authenticated', 'service_role']) as r`,
    )
    expect(rights).toEqual({ log: false, config: false, trigger: false, key: false })
    const [settings] = await ownerRows(
      db,
      `select por_endereco, total, length(sal) as salt_length from private.parcerias_envios_config`,
    )
    expect(settings).toEqual({ por_endereco: 5, total: 60, salt_length: 72 })
  })
}
