// The secret scan of dist/ (scripts/check-dist-secrets.mjs) on a temporary directory: a clean
// build passes, and each kind of secret planted in it is found, by kind and by file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SignJWT } from 'jose'
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { LOCAL_JWT_SECRET, LOCAL_PASSWORD_DEFAULTS } from '../../local-backend/config'
import { createServiceKey } from '../../local-backend/jwt'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { findSecrets, knownSecrets, type KnownSecret } from '../../scripts/check-dist-secrets.mjs'

let dir: string
/** The values searched for when the environment names none. */
let local: KnownSecret[]

beforeAll(async () => {
  local = await knownSecrets({})
})

/** A small built site: a page, a script, an image, with the public keys a browser needs. */
function cleanBuild(anonJwt: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true })
  mkdirSync(join(dir, 'noticias'), { recursive: true })
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>',
  )
  writeFileSync(
    join(dir, 'assets/index-abc.js'),
    `const k=${JSON.stringify(LOCAL_ANON_KEY)},a=${JSON.stringify(anonJwt)};const role="service_role";export{k,a,role}`,
  )
  writeFileSync(join(dir, 'noticias/index.html'), '<p>Senha da área: peça à coordenação.</p>')
  writeFileSync(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]))
}

const sign = (claims: Record<string, unknown>, secret = 'another-project-secret-0123456789') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret))

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mov-dist-secrets-'))
  cleanBuild(await sign({ role: 'anon', iss: 'supabase' }))
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** Adds `text` to a file of the build (inside minified code, as a leak would look). */
function plant(file: string, text: string): void {
  writeFileSync(join(dir, file), `var x=1;const leaked=${JSON.stringify(text)};console.log(x)`)
}

test('a build with only public keys (the publishable key, an anon JWT) passes', async () => {
  expect(findSecrets(dir, local)).toEqual([])
})

test('the local JWT secret and the local service key are found', async () => {
  plant('assets/chunk-1.js', LOCAL_JWT_SECRET)
  plant('assets/chunk-2.js', await createServiceKey())
  const hits = findSecrets(dir, local)
  expect(hits).toContainEqual({
    file: 'assets/chunk-1.js',
    kind: 'the local JWT secret (LOCAL_JWT_SECRET)',
  })
  expect(hits).toContainEqual({ file: 'assets/chunk-2.js', kind: 'the local service key' })
})

test.each(Object.entries(LOCAL_PASSWORD_DEFAULTS))(
  'the local default of %s is found',
  async (name, value) => {
    plant('noticias/index.html', value)
    expect(findSecrets(dir, local)).toEqual([
      { file: 'noticias/index.html', kind: `the local default of ${name}` },
    ])
  },
)

test('real passwords and keys from the environment are found, in any file', async () => {
  const env = {
    ADMIN_PASSWORD: 'Gate-of-the-admin-2026',
    SUPABASE_SERVICE_ROLE_KEY: 'opaque-service-key-value-xyz',
    SUPABASE_JWT_SECRET: 'super-secret-jwt-token-with-at-least-32-characters',
  }
  plant('assets/chunk-1.js', env.ADMIN_PASSWORD)
  writeFileSync(
    join(dir, 'logo.png'),
    Buffer.concat([Buffer.from([0x89, 0x50, 0, 255]), Buffer.from(env.SUPABASE_JWT_SECRET)]),
  )
  plant('assets/chunk-2.js', env.SUPABASE_SERVICE_ROLE_KEY)
  const hits = findSecrets(dir, await knownSecrets(env))
  expect(hits).toEqual(
    expect.arrayContaining([
      { file: 'assets/chunk-1.js', kind: 'the value of ADMIN_PASSWORD' },
      { file: 'logo.png', kind: 'the value of SUPABASE_JWT_SECRET' },
      { file: 'assets/chunk-2.js', kind: 'the value of SUPABASE_SERVICE_ROLE_KEY' },
    ]),
  )
  expect(hits).toHaveLength(3)
})

test('an environment value too short to search for is skipped, not matched everywhere', async () => {
  const secrets = await knownSecrets({ ADMIN_PASSWORD: 'x' })
  expect(secrets.some((s) => s.kind === 'the value of ADMIN_PASSWORD')).toBe(false)
  expect(findSecrets(dir, secrets)).toEqual([])
})

test('any JWT with role service_role is found, whoever signed it', async () => {
  plant('assets/chunk-1.js', await sign({ role: 'service_role', iss: 'supabase' }))
  expect(findSecrets(dir, local)).toEqual([
    { file: 'assets/chunk-1.js', kind: 'a JWT with role service_role' },
  ])
})

test.each([
  [
    'a private key (PEM)',
    '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----',
  ],
  ['a private key (PEM)', '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA'],
  ['a private key (PEM)', '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE'],
  ['a Supabase secret key (sb_secret_)', 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'],
  ['a Supabase access token (sbp_)', `sbp_${'0123456789abcdef'.repeat(2)}01234567`],
  ['a live payment key (sk_live_/rk_live_)', 'sk_live_51H8abcdefGHIJKLmnop'],
  ['an AWS access key id', 'AKIAIOSFODNN7EXAMPLE'],
  [
    'a database URL with a password',
    'postgresql://postgres:s3cr3t-pw@db.abcd.supabase.co:5432/postgres',
  ],
])('%s is found', async (kind, text) => {
  plant('assets/chunk-1.js', text)
  expect(findSecrets(dir, local)).toEqual([{ file: 'assets/chunk-1.js', kind }])
})
