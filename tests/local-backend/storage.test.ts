// supabase-js storage against the standalone local backend: staff uploads to the public-read
// bucket `site-media`, with the policies of the migrations deciding who may write, the bucket's
// size and type rules enforced, and Storage's answers (errors carry the real status in
// `statusCode`; Storage's object routes answer HTTP 400 for every 4xx error).
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { StorageApiError, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { createTestClient } from './support'
import { DEMO_PASSWORD, signInStaff, staffSession } from './support/staff-session'

const BUCKET = 'site-media'
/** Two real 1x1 PNGs (blue and orange). */
const PNG_BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQ9bsBAAHPAURf8l/aAAAAAElFTkSuQmCC',
  'base64',
)
const PNG_ORANGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4Oo8bAAQqAZ9sWGBkAAAAAElFTkSuQmCC',
  'base64',
)
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'
const LIMIT = 5 * 1024 * 1024

let backend: LocalBackend
let anon: SupabaseClient
let service: SupabaseClient
let admin: SupabaseClient
let membro: SupabaseClient
let escritor: SupabaseClient

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = createTestClient(backend.url, LOCAL_ANON_KEY)
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD })
  expect(error).toBeNull()
  return client
}

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
  anon = createTestClient(backend.url, LOCAL_ANON_KEY)
  service = createTestClient(backend.url, backend.serviceKey)
  admin = await staffSession(backend.url, 'admin@mov.local')
  membro = await signedIn('membro@mov.local')
  escritor = await staffSession(backend.url, 'escritor@mov.local')
})

afterAll(async () => {
  await backend?.close()
})

function expectStorageError(error: unknown, statusCode: string, message: string | RegExp) {
  expect(error).toBeInstanceOf(StorageApiError)
  const e = error as StorageApiError
  expect(e.statusCode).toBe(statusCode)
  // Storage answers its object routes' 4xx errors with HTTP 400 (the real status is statusCode).
  expect(e.status).toBe(400)
  if (typeof message === 'string') expect(e.message).toBe(message)
  else expect(e.message).toMatch(message)
}

async function publicBytes(path: string) {
  const { data } = anon.storage.from(BUCKET).getPublicUrl(path)
  const res = await fetch(data.publicUrl)
  const body = new Uint8Array(await res.arrayBuffer())
  return { res, body }
}

async function listNames(client: SupabaseClient, prefix: string) {
  const { data, error } = await client.storage.from(BUCKET).list(prefix)
  expect(error).toBeNull()
  return (data ?? []).map((entry) => entry.name)
}

test('an admin uploads a PNG, lists it, and its public URL serves the same bytes and type', async () => {
  const file = new Blob([PNG_BLUE], { type: 'image/png' })
  const { data, error } = await admin.storage
    .from(BUCKET)
    .upload('testes/pixel.png', file, { cacheControl: '600' })
  expect(error).toBeNull()
  expect(data).toEqual({
    path: 'testes/pixel.png',
    fullPath: 'site-media/testes/pixel.png',
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  })

  const inFolder = await admin.storage.from(BUCKET).list('testes')
  expect(inFolder.error).toBeNull()
  expect(inFolder.data).toHaveLength(1)
  expect(inFolder.data?.[0]).toMatchObject({
    name: 'pixel.png',
    id: data?.id,
    metadata: {
      size: PNG_BLUE.length,
      contentLength: PNG_BLUE.length,
      mimetype: 'image/png',
      cacheControl: 'max-age=600',
      httpStatusCode: 200,
      eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
    },
  })
  // At the top, the folder is an entry of its own, with a null id, as Storage's search has it.
  const top = await admin.storage.from(BUCKET).list()
  expect(top.data).toContainEqual(
    expect.objectContaining({ name: 'testes', id: null, metadata: null }),
  )

  const { res, body } = await publicBytes('testes/pixel.png')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  expect(res.headers.get('cache-control')).toBe('max-age=600')
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  expect(Buffer.from(body).equals(PNG_BLUE)).toBe(true)

  const url = anon.storage.from(BUCKET).getPublicUrl('testes/pixel.png').data.publicUrl
  const again = await fetch(url, { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } })
  expect(again.status).toBe(304)
  const head = await fetch(url, { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(head.headers.get('content-length')).toBe(String(PNG_BLUE.length))
  const download = anon.storage
    .from(BUCKET)
    .getPublicUrl('testes/pixel.png', { download: 'azul.png' }).data.publicUrl
  expect((await fetch(download)).headers.get('content-disposition')).toMatch(
    /^attachment; filename="azul.png"/,
  )
  const info = await fetch(
    `${backend.url}/storage/v1/object/info/public/${BUCKET}/testes/pixel.png`,
  )
  expect(await info.json()).toMatchObject({
    id: data?.id,
    name: 'testes/pixel.png',
    size: PNG_BLUE.length,
    content_type: 'image/png',
  })
})

test('bytes sent from Node with a content type, an upsert and an update replace the object', async () => {
  const path = 'testes/troca.png'
  const first = await admin.storage
    .from(BUCKET)
    .upload(path, PNG_BLUE, { contentType: 'image/png' })
  expect(first.error).toBeNull()

  const replaced = await admin.storage
    .from(BUCKET)
    .upload(path, PNG_ORANGE, { contentType: 'image/png', upsert: true })
  expect(replaced.error).toBeNull()
  expect(replaced.data?.id).toBe(first.data?.id)
  let served = await publicBytes(path)
  expect(Buffer.from(served.body).equals(PNG_ORANGE)).toBe(true)
  expect(served.res.headers.get('cache-control')).toBe('max-age=3600')

  const updated = await admin.storage.from(BUCKET).update(path, GIF, { contentType: 'image/gif' })
  expect(updated.error).toBeNull()
  served = await publicBytes(path)
  expect(served.res.headers.get('content-type')).toBe('image/gif')
  expect(Buffer.from(served.body).equals(GIF)).toBe(true)

  const exists = await admin.storage.from(BUCKET).exists(path)
  expect(exists.data).toBe(true)
  const info = await admin.storage.from(BUCKET).info(path)
  expect(info.error).toBeNull()
  expect(info.data).toMatchObject({ name: path, size: GIF.length, contentType: 'image/gif' })
})

test('a second upload to the same path without upsert is a duplicate and changes nothing', async () => {
  const path = 'testes/unico.png'
  expect(
    (await admin.storage.from(BUCKET).upload(path, PNG_BLUE, { contentType: 'image/png' })).error,
  ).toBeNull()
  const again = await admin.storage
    .from(BUCKET)
    .upload(path, new Blob([PNG_ORANGE], { type: 'image/png' }))
  expect(again.data).toBeNull()
  expectStorageError(again.error, '409', 'The resource already exists')
  const { body } = await publicBytes(path)
  expect(Buffer.from(body).equals(PNG_BLUE)).toBe(true)
})

test('remove answers the deleted objects, and the public URL then answers not found', async () => {
  const path = 'testes/apagar.png'
  expect(
    (await admin.storage.from(BUCKET).upload(path, PNG_BLUE, { contentType: 'image/png' })).error,
  ).toBeNull()
  const { data, error } = await admin.storage
    .from(BUCKET)
    .remove([path, 'testes/nunca-existiu.png'])
  expect(error).toBeNull()
  expect(data).toHaveLength(1)
  expect(data?.[0]).toMatchObject({ name: path, bucket_id: BUCKET })

  const { res, body } = await publicBytes(path)
  expect(res.status).toBe(400)
  expect(JSON.parse(Buffer.from(body).toString('utf8'))).toMatchObject({
    statusCode: '404',
    error: 'not_found',
    message: 'Object not found',
  })
  expect(await listNames(admin, 'testes')).not.toContain('apagar.png')
})

test('a member, a writer (outside the newsroom folders) and an anonymous visitor may not upload, replace, list or remove', async () => {
  const path = 'restrito/original.png'
  expect(
    (await admin.storage.from(BUCKET).upload(path, PNG_BLUE, { contentType: 'image/png' })).error,
  ).toBeNull()

  for (const client of [membro, escritor, anon]) {
    const upload = await client.storage
      .from(BUCKET)
      .upload('restrito/novo.png', new Blob([PNG_ORANGE], { type: 'image/png' }))
    expect(upload.data).toBeNull()
    expectStorageError(upload.error, '403', 'new row violates row-level security policy')

    const upsert = await client.storage
      .from(BUCKET)
      .upload(path, PNG_ORANGE, { contentType: 'image/png', upsert: true })
    expectStorageError(upsert.error, '403', 'new row violates row-level security policy')
    const update = await client.storage
      .from(BUCKET)
      .update(path, PNG_ORANGE, { contentType: 'image/png' })
    expectStorageError(update.error, '403', 'new row violates row-level security policy')

    // Reads and deletes the policies hide are empty answers, as on Storage, not errors.
    expect(await listNames(client, 'restrito')).toEqual([])
    const removed = await client.storage.from(BUCKET).remove([path])
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual([])
  }

  expect(await listNames(admin, 'restrito')).toEqual(['original.png'])
  const { res, body } = await publicBytes(path)
  expect(res.status).toBe(200)
  expect(Buffer.from(body).equals(PNG_BLUE)).toBe(true)
})

test('a writer uploads, replaces, lists and removes covers and portraits in noticias/ and autores/ only', async () => {
  const cover = await escritor.storage
    .from(BUCKET)
    .upload('noticias/x.png', new Blob([PNG_BLUE], { type: 'image/png' }))
  expect(cover.error).toBeNull()
  expect(cover.data?.path).toBe('noticias/x.png')
  const portrait = await escritor.storage
    .from(BUCKET)
    .upload('autores/x.png', PNG_BLUE, { contentType: 'image/png' })
  expect(portrait.error).toBeNull()
  const replaced = await escritor.storage
    .from(BUCKET)
    .upload('noticias/x.png', PNG_ORANGE, { contentType: 'image/png', upsert: true })
  expect(replaced.error).toBeNull()
  expect(Buffer.from((await publicBytes('noticias/x.png')).body).equals(PNG_ORANGE)).toBe(true)
  expect(await listNames(escritor, 'noticias')).toEqual(['x.png'])
  expect(await listNames(escritor, '')).toEqual(['autores', 'noticias'])

  const elsewhere = await escritor.storage
    .from(BUCKET)
    .upload('banners/x.png', new Blob([PNG_BLUE], { type: 'image/png' }))
  expect(elsewhere.data).toBeNull()
  expectStorageError(elsewhere.error, '403', 'new row violates row-level security policy')
  expect(await listNames(admin, 'banners')).toEqual([])

  // An admin's banner is out of the writer's reach; the writer's own files go.
  expect(
    (
      await admin.storage
        .from(BUCKET)
        .upload('banners/y.png', PNG_BLUE, { contentType: 'image/png' })
    ).error,
  ).toBeNull()
  const removed = await escritor.storage
    .from(BUCKET)
    .remove(['noticias/x.png', 'autores/x.png', 'banners/y.png'])
  expect(removed.error).toBeNull()
  expect(removed.data?.map((o) => o.name).sort()).toEqual(['autores/x.png', 'noticias/x.png'])
  expect(await listNames(admin, 'banners')).toEqual(['y.png'])

  // Members still may not upload there.
  const member = await membro.storage
    .from(BUCKET)
    .upload('noticias/z.png', new Blob([PNG_BLUE], { type: 'image/png' }))
  expectStorageError(member.error, '403', 'new row violates row-level security policy')
})

test('the service role bypasses the policies', async () => {
  const { error } = await service.storage
    .from(BUCKET)
    .upload('servico/pixel.png', PNG_BLUE, { contentType: 'image/png' })
  expect(error).toBeNull()
  expect(await listNames(service, 'servico')).toEqual(['pixel.png'])
})

test('a file over the bucket limit answers 413 and nothing is stored', async () => {
  const big = Buffer.alloc(LIMIT + 1)
  PNG_BLUE.copy(big)
  const asForm = await admin.storage
    .from(BUCKET)
    .upload('grande/form.png', new Blob([big], { type: 'image/png' }))
  expectStorageError(asForm.error, '413', 'The object exceeded the maximum allowed size')
  const asBytes = await admin.storage
    .from(BUCKET)
    .upload('grande/bytes.png', big, { contentType: 'image/png' })
  expectStorageError(asBytes.error, '413', 'The object exceeded the maximum allowed size')
  // Far over the limit: the body is cut off while read, and the connection still answers.
  const huge = await admin.storage
    .from(BUCKET)
    .upload('grande/enorme.png', Buffer.alloc(4 * LIMIT), { contentType: 'image/png' })
  expectStorageError(huge.error, '413', 'The object exceeded the maximum allowed size')
  // A streamed body has no Content-Length: it is counted as it is read.
  let sent = 0
  const chunk = new Uint8Array(64 * 1024)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 2 * LIMIT) return controller.close()
      controller.enqueue(sent === 0 ? new Uint8Array([...PNG_BLUE, ...chunk]) : chunk)
      sent += chunk.byteLength
    },
  })
  const streamed = await admin.storage
    .from(BUCKET)
    .upload('grande/fluxo.png', stream, { contentType: 'image/png' })
  expectStorageError(streamed.error, '413', 'The object exceeded the maximum allowed size')

  expect(await listNames(admin, 'grande')).toEqual([])
  const exact = Buffer.alloc(LIMIT)
  PNG_BLUE.copy(exact)
  const atLimit = await admin.storage
    .from(BUCKET)
    .upload('grande/no-limite.png', exact, { contentType: 'image/png' })
  expect(atLimit.error).toBeNull()
  const { body } = await publicBytes('grande/no-limite.png')
  expect(body.byteLength).toBe(LIMIT)
})

test('types outside the bucket list, and files whose bytes are not their type, answer 415', async () => {
  const svg = await admin.storage
    .from(BUCKET)
    .upload('tipos/logo.svg', new Blob([SVG], { type: 'image/svg+xml' }))
  expectStorageError(svg.error, '415', 'mime type image/svg+xml is not supported')
  const html = await admin.storage
    .from(BUCKET)
    .upload('tipos/pagina.html', HTML, { contentType: 'text/html' })
  expectStorageError(html.error, '415', 'mime type text/html is not supported')
  // Without a content type, supabase-js sends text/plain.
  const untyped = await admin.storage.from(BUCKET).upload('tipos/sem-tipo.png', PNG_BLUE)
  expectStorageError(untyped.error, '415', 'mime type text/plain is not supported')

  const htmlAsPng = await admin.storage
    .from(BUCKET)
    .upload('tipos/falso.png', new Blob([HTML], { type: 'image/png' }))
  expectStorageError(htmlAsPng.error, '415', /image\/png does not match the content/)
  const svgAsPng = await admin.storage
    .from(BUCKET)
    .upload('tipos/falso2.png', SVG, { contentType: 'image/png' })
  expectStorageError(svgAsPng.error, '415', /image\/png does not match the content/)
  const pngAsPdf = await admin.storage
    .from(BUCKET)
    .upload('tipos/falso.pdf', PNG_BLUE, { contentType: 'application/pdf' })
  expectStorageError(pngAsPdf.error, '415', /application\/pdf does not match the content/)
  expect(await listNames(admin, 'tipos')).toEqual([])

  const pdf = await admin.storage
    .from(BUCKET)
    .upload('tipos/relatorio.pdf', new Blob([PDF], { type: 'application/pdf' }))
  expect(pdf.error).toBeNull()
  const { res, body } = await publicBytes('tipos/relatorio.pdf')
  expect(res.headers.get('content-type')).toBe('application/pdf')
  expect(Buffer.from(body).equals(PDF)).toBe(true)
})

test('names that could leave the bucket or are malformed answer 400 InvalidKey', async () => {
  // Through supabase-js: an encoded slash is decoded by the server, as Storage's router does.
  const traversal = await admin.storage
    .from(BUCKET)
    .upload('..%2F..%2Fsegredo.png', PNG_BLUE, { contentType: 'image/png' })
  expectStorageError(traversal.error, '400', 'Invalid key: ../../segredo.png')

  const names = [
    '%2e%2e%2Fsegredo.png',
    'a%2F..%2F..%2Fsegredo.png',
    'a%5C..%5Csegredo.png',
    'a%2F%2Fb.png',
    'a%00.png',
    'linha%0Aquebrada.png',
    '.%2Fa.png',
    `${'a'.repeat(1021)}.png`,
  ]
  for (const name of names) {
    const res = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/${name}`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        Authorization: `Bearer ${backend.serviceKey}`,
        'Content-Type': 'image/png',
      },
      body: PNG_BLUE,
    })
    expect(res.status, name).toBe(400)
    expect(await res.json(), name).toMatchObject({ statusCode: '400', code: 'InvalidKey' })
  }
  const top = await service.storage.from(BUCKET).list()
  expect(top.data?.map((e) => e.name)).not.toContain('segredo.png')
  // 1024 bytes is still a name.
  const longest = await admin.storage
    .from(BUCKET)
    .upload(`${'b'.repeat(1020)}.png`, PNG_BLUE, { contentType: 'image/png' })
  expect(longest.error).toBeNull()
})

test('storage routes need the apikey and a valid token; public reads need neither', async () => {
  const noKey = await fetch(`${backend.url}/storage/v1/object/list/${BUCKET}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefix: '' }),
  })
  expect(noKey.status).toBe(401)
  const badToken = await fetch(`${backend.url}/storage/v1/object/list/${BUCKET}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ prefix: '' }),
  })
  expect(badToken.status).toBe(400)
  expect(await badToken.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' })
  const unknownBucket = await admin.storage
    .from('nao-existe')
    .upload('a.png', PNG_BLUE, { contentType: 'image/png' })
  expectStorageError(unknownBucket.error, '404', 'Bucket not found')
  // The seeded demo files of public/ are still served on the public route.
  const demo = await fetch(`${backend.url}/storage/v1/object/public/images/store/caneca.svg`)
  expect(demo.status).toBe(200)
  expect(demo.headers.get('content-type')).toBe('image/svg+xml')
})

test('with an on-disk data directory the file survives a restart, and a removal deletes it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mov-storage-'))
  try {
    let disk = await startLocalBackend({ dbDir: dir })
    let client = createTestClient(disk.url, LOCAL_ANON_KEY)
    await signInStaff(client, 'admin@mov.local')
    const up = await client.storage
      .from(BUCKET)
      .upload('disco/pixel.png', new Blob([PNG_ORANGE], { type: 'image/png' }))
    expect(up.error).toBeNull()
    const file = join(dir, 'storage', BUCKET, 'disco', 'pixel.png')
    expect(readFileSync(file).equals(PNG_ORANGE)).toBe(true)
    // A valid key whose file name the disk cannot hold is refused, and its row rolled back.
    const long = await client.storage
      .from(BUCKET)
      .upload(`disco/${'c'.repeat(300)}.png`, PNG_BLUE, { contentType: 'image/png' })
    expectStorageError(long.error, '400', /^Invalid key: disco\/c+\.png \(/)
    // Keys are flat on Storage; locally an object cannot also be a folder.
    const clash = await client.storage
      .from(BUCKET)
      .upload('disco/pixel.png/dentro.png', PNG_BLUE, { contentType: 'image/png' })
    expectStorageError(clash.error, '400', /cannot have the same name/)
    const listed = await client.storage.from(BUCKET).list('disco')
    expect(listed.data?.map((e) => e.name)).toEqual(['pixel.png'])
    await disk.close()

    disk = await startLocalBackend({ dbDir: dir })
    const res = await fetch(`${disk.url}/storage/v1/object/public/${BUCKET}/disco/pixel.png`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_ORANGE)).toBe(true)

    client = createTestClient(disk.url, LOCAL_ANON_KEY)
    await signInStaff(client, 'admin@mov.local')
    const removed = await client.storage.from(BUCKET).remove(['disco/pixel.png'])
    expect(removed.data).toHaveLength(1)
    expect(existsSync(file)).toBe(false)
    expect(existsSync(join(dir, 'storage', BUCKET, 'disco'))).toBe(false)
    await disk.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
