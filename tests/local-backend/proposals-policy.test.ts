// The partnership proposal as the site sends it, against the local backend (PGlite with the real
// migrations): the form's row with `Prefer: return=minimal`, through PostgREST alone (what a visitor
// who is not signed in uses, src/lib/anon-data-client.ts) and through supabase-js (a signed-in
// account). Staff columns are refused with PostgREST's answer (42501: 401 for anon, 403 signed in).
import { randomUUID } from 'node:crypto'
import { PostgrestClient } from '@supabase/postgrest-js'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { toPartnershipRow, type PartnershipFormValues } from '../../src/features/partnership/form'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { createTestClient } from './support'
import { DEMO_PASSWORD, staffSession } from './support/staff-session'

let backend: LocalBackend
/** The site's own cast (src/lib/anon-data-client.ts): supabase-js's `from` is PostgrestClient's. */
type DataClient = Pick<SupabaseClient, 'from'>

let visitor: DataClient
let service: SupabaseClient

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = createTestClient(backend.url, LOCAL_ANON_KEY)
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD })
  if (error) throw error
  return client
}

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
  // The same client src/lib/anon-data-client.ts builds.
  visitor = new PostgrestClient(`${backend.url}/rest/v1`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
  }) as unknown as DataClient
  service = createTestClient(backend.url, backend.serviceKey)
})

afterAll(async () => {
  await backend?.close()
})

/**
 * What the four steps hold when the visitor presses "Enviar Proposta" (e-mail made unique), with
 * the draft's idempotency key (a fresh one unless given).
 */
function formRow(email: string, key: string = randomUUID()) {
  const typed: PartnershipFormValues = {
    organization_name: 'Coletivo Maré Alta',
    contact_name: 'Júlia Ramos',
    email,
    phone: '(84) 98888-1234',
    site_url: 'marealta.org.br',
    instagram_url: '',
    cnpj: '',
    partnership_type: 'Divulgacao',
    organization_description: 'Coletivo de comunicação popular do litoral norte.',
    proposal: 'Divulgar as inscrições do Jovens Lideranças nas nossas redes.',
    website: '',
  }
  return toPartnershipRow(typed, key)
}

/** The insert src/features/partnership/api/create-partnership-request.ts sends. */
function send(client: DataClient, row: Record<string, unknown>) {
  return client.from('parcerias_solicitacoes').insert(row).setHeader('Prefer', 'return=minimal')
}

async function stored(email: string) {
  const { data, error } = await service
    .from('parcerias_solicitacoes')
    .select('status, handled_at, handled_by, site_url')
    .eq('email', email)
  if (error) throw error
  return data
}

test('a visitor sends the form row through PostgREST alone: 201, no body, stored as nova', async () => {
  const email = 'visitante@marealta.org.br'
  const { error, status, data } = await send(visitor, formRow(email))
  expect(error).toBeNull()
  expect(status).toBe(201)
  expect(data).toBeNull()
  expect(await stored(email)).toEqual([
    { status: 'nova', handled_at: null, handled_by: null, site_url: 'https://marealta.org.br' },
  ])
})

test('a signed-in member sends the same row through supabase-js', async () => {
  const member = await signedIn('membro@mov.local')
  const email = 'membro@marealta.org.br'
  const { error, status } = await send(member, formRow(email))
  expect(error).toBeNull()
  expect(status).toBe(201)
  expect(await stored(email)).toEqual([
    { status: 'nova', handled_at: null, handled_by: null, site_url: 'https://marealta.org.br' },
  ])
})

const staffColumns: [column: string, value: string][] = [
  ['status', 'tratada'],
  ['handled_at', '2026-11-20T10:00:00Z'],
  ['handled_by', 'a0000000-0000-4000-8000-000000000001'],
]

for (const [column, value] of staffColumns) {
  test(`a proposal sent with ${column} is refused with 42501 (401 for a visitor, 403 for a member) and not stored`, async () => {
    const email = `forja-${column}@marealta.org.br`
    const refusal = {
      code: '42501',
      message: 'permission denied for table parcerias_solicitacoes',
      details: null,
      hint: null,
    }
    const asVisitor = await send(visitor, { ...formRow(email), [column]: value })
    expect(asVisitor.status).toBe(401)
    expect(asVisitor.error).toMatchObject(refusal)
    const asMember = await send(await signedIn('membro@mov.local'), {
      ...formRow(email),
      [column]: value,
    })
    expect(asMember.status).toBe(403)
    expect(asMember.error).toMatchObject(refusal)
    expect(await stored(email)).toEqual([])
  })
}

test('the refusal is PostgREST-shaped JSON on the wire', async () => {
  const response = await fetch(`${backend.url}/rest/v1/parcerias_solicitacoes`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({ ...formRow('fio@marealta.org.br'), status: 'tratada' }),
  })
  expect(response.status).toBe(401)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(await response.json()).toEqual({
    code: '42501',
    message: 'permission denied for table parcerias_solicitacoes',
    details: null,
    hint: null,
  })
})

test('visitors cannot read proposals back, members read none, and an admin reads and marks one handled', async () => {
  const email = 'leitura@marealta.org.br'
  expect((await send(visitor, formRow(email))).status).toBe(201)

  const asVisitor = await visitor.from('parcerias_solicitacoes').select('id').eq('email', email)
  expect(asVisitor.status).toBe(401)
  expect(asVisitor.error?.code).toBe('42501')

  const member = await signedIn('membro@mov.local')
  const asMember = await member.from('parcerias_solicitacoes').select('id').eq('email', email)
  expect(asMember.error).toBeNull()
  expect(asMember.data).toEqual([])

  const admin = await staffSession(backend.url, 'admin@mov.local')
  const asAdmin = await admin
    .from('parcerias_solicitacoes')
    .select('id, status')
    .eq('email', email)
    .single()
  expect(asAdmin.data?.status).toBe('nova')
  const marked = await admin
    .from('parcerias_solicitacoes')
    .update({ status: 'tratada' })
    .eq('id', asAdmin.data?.id)
    .select('status, handled_by')
    .single()
  expect(marked.error).toBeNull()
  const { data: user } = await admin.auth.getUser()
  expect(marked.data).toEqual({ status: 'tratada', handled_by: user.user?.id })
})

test('a retried send with the same key answers 409 with 23505 on the key constraint, like PostgREST, and one row stays', async () => {
  const email = 'repetida@marealta.org.br'
  const key = randomUUID()
  const first = await send(visitor, formRow(email, key))
  expect(first.status).toBe(201)
  const again = await send(visitor, formRow(email, key))
  expect(again.status).toBe(409)
  expect(again.error).toMatchObject({
    code: '23505',
    message:
      'duplicate key value violates unique constraint "parcerias_solicitacoes_idempotency_key_key"',
  })
  // A signed-in account meets the same constraint with the same answer.
  const asMember = await send(await signedIn('membro@mov.local'), formRow(email, key))
  expect(asMember.status).toBe(409)
  expect(asMember.error?.code).toBe('23505')
  const { data, error } = await service
    .from('parcerias_solicitacoes')
    .select('idempotency_key')
    .eq('email', email)
  expect(error).toBeNull()
  expect(data).toEqual([{ idempotency_key: key }])
})

test('the duplicate refusal is PostgREST-shaped JSON on the wire (409, no row details for a visitor)', async () => {
  const key = randomUUID()
  const post = () =>
    fetch(`${backend.url}/rest/v1/parcerias_solicitacoes`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        Authorization: `Bearer ${LOCAL_ANON_KEY}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(formRow('fio-duplo@marealta.org.br', key)),
    })
  expect((await post()).status).toBe(201)
  const response = await post()
  expect(response.status).toBe(409)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(await response.json()).toEqual({
    code: '23505',
    message:
      'duplicate key value violates unique constraint "parcerias_solicitacoes_idempotency_key_key"',
    details: null,
    hint: null,
  })
})
