// One hostile request must not freeze the local backend. Against the running
// server: embeds nested past MAX_EMBED_DEPTH (or too many of them) are refused before any SQL, a
// statement past its role's budget answers PostgreSQL's 57014 while the server keeps answering,
// and a body over the response cap is refused, each in PostgREST's error shape.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { MAX_EMBED_DEPTH, MAX_EMBEDS } from '../../local-backend/rest/parse'

let backend: LocalBackend
const ANON_BUDGET_MS = 400
const MAX_RESPONSE_BYTES = 64 * 1024
const AUTHOR = 'b1b1b1b1-0000-4000-8000-000000000001'
const ROWS = 400

function rest(path: string, key = LOCAL_ANON_KEY, init: RequestInit = {}): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  })
}

beforeAll(async () => {
  backend = await startLocalBackend({
    dbDir: 'memory',
    limits: { statementTimeouts: { anon: ANON_BUDGET_MS }, maxResponseBytes: MAX_RESPONSE_BYTES },
  })
  // One author with many published stories: `noticias -> autores -> noticias` then multiplies.
  const author = await rest('autores', backend.serviceKey, {
    method: 'POST',
    body: JSON.stringify({ id: AUTHOR, slug: 'autora-de-carga', name: 'Autora de carga' }),
  })
  expect(author.status).toBe(201)
  const stories = Array.from({ length: ROWS }, (_, i) => ({
    slug: `carga-${i}`,
    title: `Carga ${i}`,
    summary: 'Resumo',
    body: 'x'.repeat(300),
    author_id: AUTHOR,
    is_published: true,
    published_at: '2026-01-01T00:00:00Z',
  }))
  const inserted = await rest('noticias', backend.serviceKey, {
    method: 'POST',
    body: JSON.stringify(stories),
  })
  expect(inserted.status).toBe(201)
}, 120_000)

afterAll(async () => {
  await backend?.close()
})

/** `noticias(autores(noticias(...)))`, `levels` embeds deep, as the audit's hostile URL. */
function nested(levels: number): string {
  let select = 'id'
  for (let i = levels; i > 0; i--) select = `id,${i % 2 ? 'autores' : 'noticias'}(${select})`
  return select
}

test('embeds nested deeper than the maximum are refused with a PostgREST error, before any SQL', async () => {
  const started = Date.now()
  const res = await rest(`noticias?select=${nested(12)}`)
  expect(res.status).toBe(400)
  expect(await res.json()).toEqual({
    code: 'PGRST100',
    message: `Embedding is nested more than ${MAX_EMBED_DEPTH} levels deep`,
    details: `The local backend embeds at most ${MAX_EMBED_DEPTH} levels deep and ${MAX_EMBEDS} resources per request.`,
    hint: 'Ask for fewer embedded resources.',
  })
  expect(Date.now() - started).toBeLessThan(1000)
  const oneTooDeep = await rest(`noticias?select=${nested(MAX_EMBED_DEPTH + 1)}&limit=1`)
  expect(oneTooDeep.status).toBe(400)
  // At the maximum depth it still works.
  const atMax = await rest(`noticias?select=${nested(MAX_EMBED_DEPTH)}&slug=eq.carga-1`)
  expect(atMax.status).toBe(200)
  const [row] = (await atMax.json()) as Array<{ autores: { noticias: unknown[] } }>
  expect(row?.autores.noticias).toHaveLength(ROWS)
})

test('more embeds than the maximum in one select are refused', async () => {
  const many = Array.from({ length: MAX_EMBEDS + 1 }, (_, i) => `a${i}:autores(id)`).join(',')
  const res = await rest(`noticias?select=id,${many}&limit=1`)
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({
    code: 'PGRST100',
    message: `More than ${MAX_EMBEDS} resources are embedded`,
  })
  const enough = Array.from({ length: MAX_EMBEDS }, (_, i) => `a${i}:autores(id)`).join(',')
  expect((await rest(`noticias?select=id,${enough}&limit=1`)).status).toBe(200)
})

test('a statement past the anon budget answers 57014 while the server keeps answering, and the data survives', async () => {
  const started = Date.now()
  // Within the depth limit but ROWS x ROWS rows: far longer than the budget.
  const slow = rest(`noticias?select=${nested(MAX_EMBED_DEPTH)}`).then(async (res) => ({
    res,
    ms: Date.now() - started,
  }))
  // The event loop is free while the statement runs: a route without the database answers at once.
  const mailbox = await fetch(`${backend.url}/__mailbox/messages`)
  expect(mailbox.status).toBe(200)
  expect(Date.now() - started).toBeLessThan(ANON_BUDGET_MS)
  // A database request waits its turn, then is answered by the reopened database.
  const queued = rest(`noticias?select=id&slug=eq.carga-7`)

  const { res, ms } = await slow
  expect(res.status).toBe(500)
  expect(await res.json()).toEqual({
    code: '57014',
    message: 'canceling statement due to statement timeout',
    details: null,
    hint: null,
  })
  expect(ms).toBeGreaterThanOrEqual(ANON_BUDGET_MS - 50)
  expect(ms).toBeLessThan(ANON_BUDGET_MS + 1000)

  const next = await queued
  expect(next.status).toBe(200)
  expect(await next.json()).toHaveLength(1)
  const count = await rest(`noticias?select=id&author_id=eq.${AUTHOR}`, backend.serviceKey, {
    method: 'HEAD',
    headers: { Prefer: 'count=exact' },
  })
  expect(count.headers.get('content-range')).toBe(`0-${ROWS - 1}/${ROWS}`)
}, 60_000)

test('a body over the response cap is refused in the PostgREST error shape, and smaller ones pass', async () => {
  // As the service role (no tight budget): the cap holds for every role.
  const res = await rest(`noticias?select=id,body&author_id=eq.${AUTHOR}`, backend.serviceKey)
  expect(res.status).toBe(500)
  const body = (await res.json()) as Record<string, unknown>
  expect(body).toMatchObject({
    code: '54000',
    message: 'The response is too large',
    hint: 'Ask for fewer rows (limit) or fewer columns (select).',
  })
  expect(body.details).toMatch(
    new RegExp(`^The response has \\d+ bytes; the maximum is ${MAX_RESPONSE_BYTES}\\.$`),
  )
  const small = await rest(
    `noticias?select=id,body&author_id=eq.${AUTHOR}&limit=10`,
    backend.serviceKey,
  )
  expect(small.status).toBe(200)
  expect(await small.json()).toHaveLength(10)
  // The same cap holds for a write's representation, which is then rolled back.
  const write = await rest(`noticias?author_id=eq.${AUTHOR}`, backend.serviceKey, {
    method: 'PATCH',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ summary: 'Resumo novo' }),
  })
  expect(write.status).toBe(500)
  expect(await write.json()).toMatchObject({ code: '54000' })
  const unchanged = await rest(`noticias?select=summary&slug=eq.carga-3`, backend.serviceKey)
  expect(await unchanged.json()).toEqual([{ summary: 'Resumo' }])
})
