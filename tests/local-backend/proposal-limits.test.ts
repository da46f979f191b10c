// The proposals' send limit over HTTP (docs/decisions/proposal-limits.md): the local backend gives
// the database the caller's address from the socket as `cf-connecting-ip` in `request.headers`, as
// Cloudflare and PostgREST do in front of hosted Supabase, so headers the caller writes change
// nothing; past the limit the answer is PostgREST's 429 with `PT429`. The rule itself:
// tests/db/proposal-limits.*.
import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { toPartnershipRow } from '../../src/features/partnership/form'
import { proposalLimitsFromEnv } from '../../local-backend/config'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'

let backend: LocalBackend

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
})

afterAll(async () => {
  await backend?.close()
})

function row(key: string = randomUUID()) {
  return toPartnershipRow(
    {
      organization_name: 'Coletivo Maré Alta',
      contact_name: 'Júlia Ramos',
      email: 'julia@marealta.org.br',
      phone: '',
      site_url: '',
      instagram_url: '',
      cnpj: '',
      partnership_type: 'Outro',
      organization_description: 'Coletivo de comunicação popular.',
      proposal: 'Uma oficina.',
      website: '',
    },
    key,
  )
}

interface Answer {
  status: number
  body: { code?: string; details?: string | null; message?: string } | null
}

/** The dialog's insert (`Prefer: return=minimal`) from a loopback address, with extra headers. */
function send(
  body: Record<string, unknown>,
  {
    base = backend.url,
    from = '127.0.0.1',
    headers = {},
  }: { base?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(`${base}/rest/v1/parcerias_solicitacoes`)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          apikey: LOCAL_ANON_KEY,
          Authorization: `Bearer ${LOCAL_ANON_KEY}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Answer['body']) : null,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

// The tests share one database and run in order.

test('five proposals from one address are accepted; the sixth is 429 PT429, whatever address headers it writes', async () => {
  for (let i = 0; i < 5; i++) expect((await send(row(), { from: '127.0.0.21' })).status).toBe(201)
  const forged: Record<string, string>[] = [
    {},
    { 'cf-connecting-ip': '198.51.100.1' },
    { 'x-forwarded-for': '198.51.100.2' },
    { 'x-real-ip': '198.51.100.3', 'cf-connecting-ip': '198.51.100.4, 198.51.100.5' },
  ]
  for (const headers of forged) {
    const refused = await send(row(), { from: '127.0.0.21', headers })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'PT429', details: 'proposals_per_address' })
  }
})

test('another address still sends, and a retry of a proposal already stored is answered 409 on its key, not 429', async () => {
  const key = randomUUID()
  expect((await send(row(key), { from: '127.0.0.22' })).status).toBe(201)
  // 127.0.0.21 is over its limit; its retry of a stored proposal (the answer was lost) is not.
  for (let i = 0; i < 4; i++) expect((await send(row(), { from: '127.0.0.22' })).status).toBe(201)
  const retry = await send(row(key), { from: '127.0.0.22' })
  expect(retry.status).toBe(409)
  expect(retry.body).toMatchObject({ code: '23505' })
  expect(retry.body?.message).toContain('parcerias_solicitacoes_idempotency_key_key')
  expect((await send(row(), { from: '127.0.0.22' })).status).toBe(429)
})

test('LOCAL_PROPOSAL_LIMITS reads "<per address>,<total>" and refuses anything else', () => {
  expect(proposalLimitsFromEnv(undefined)).toBeNull()
  expect(proposalLimitsFromEnv('')).toBeNull()
  expect(proposalLimitsFromEnv(' 1000, 2000 ')).toEqual({ perAddress: 1000, total: 2000 })
  expect(() => proposalLimitsFromEnv('many')).toThrow(/LOCAL_PROPOSAL_LIMITS/)
})

test('the limits given to the backend replace the database numbers', async () => {
  const tight = await startLocalBackend({
    dbDir: 'memory',
    limits: { proposalSends: { perAddress: 1, total: 2 } },
  })
  try {
    const post = async (from: string) => (await send(row(), { base: tight.url, from })).status
    expect(await post('127.0.0.31')).toBe(201)
    expect(await post('127.0.0.31')).toBe(429)
    expect(await post('127.0.0.32')).toBe(201)
    const overall = await send(row(), { base: tight.url, from: '127.0.0.33' })
    expect(overall.status).toBe(429)
    expect(overall.body).toMatchObject({ code: 'PT429', details: 'proposals_total' })
  } finally {
    await tight.close()
  }
})
