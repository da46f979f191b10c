// `npm run check:dist`: nothing secret in the build. Scans every file of dist/ (built by
// `npm run bench` just before it in `npm test`; built here when missing) for the local backend's
// JWT secret and service key, the restricted areas' passwords (the local defaults, and the real
// ones when the environment holds them), the server-side keys when the environment holds them,
// any JWT whose role is service_role, private keys and a few unmistakable key formats. On a hit it
// prints the kind of secret and the file (never the value) and exits 1.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '..')

/** Environment variables that hold server-side secrets (function secrets, CI settings). */
export const SECRET_ENV_NAMES = [
  'ADMIN_PASSWORD',
  'ESCRITOR_PASSWORD',
  'MOV_PLUS_ADMIN_PASSWORD',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_SECRET_KEY',
  'SUPABASE_JWT_SECRET',
  'JWT_SECRET',
  'SUPABASE_DB_URL',
  'SUPABASE_DB_PASSWORD',
  'SUPABASE_ACCESS_TOKEN',
]

/** Shorter values are not searched for: they would match ordinary text. */
export const MIN_SECRET_LENGTH = 8

/**
 * Shapes that only a secret has. (Not the publishable key, `sb_publishable_`, nor an anon JWT:
 * the browser needs those.)
 */
export const SECRET_PATTERNS = [
  { kind: 'a private key (PEM)', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/ },
  { kind: 'a Supabase secret key (sb_secret_)', pattern: /\bsb_secret_[A-Za-z0-9_-]{10,}/ },
  { kind: 'a Supabase access token (sbp_)', pattern: /\bsbp_[a-f0-9]{40}\b/ },
  { kind: 'a live payment key (sk_live_/rk_live_)', pattern: /\b[rs]k_live_[A-Za-z0-9]{10,}/ },
  { kind: 'an AWS access key id', pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/ },
  {
    kind: 'a database URL with a password',
    pattern: /\bpostgres(?:ql)?:\/\/[^\s:/@'"`]+:[^\s@/'"`]+@[^\s'"`]+/,
  },
]

const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.(eyJ[A-Za-z0-9_-]{4,})\.[A-Za-z0-9_-]*/g

/** Roles whose token bypasses row-level security. */
const PRIVILEGED_ROLES = new Set(['service_role', 'supabase_admin'])

/** The role in a JWT's payload (base64url JSON), or undefined. */
export function jwtRole(payload) {
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof claims?.role === 'string' ? claims.role : undefined
  } catch {
    return undefined
  }
}

/**
 * The exact values to look for: the local backend's (fixed, but they must never reach a
 * build) and those the environment holds. Each as { kind, value }.
 */
export async function knownSecrets(env = process.env) {
  const { tsImport } = await import('tsx/esm/api')
  const config = await tsImport('../local-backend/config.ts', import.meta.url)
  const jwt = await tsImport('../local-backend/jwt.ts', import.meta.url)
  const secrets = [
    { kind: 'the local JWT secret (LOCAL_JWT_SECRET)', value: config.LOCAL_JWT_SECRET },
    { kind: 'the local service key', value: await jwt.createServiceKey() },
    ...Object.entries(config.LOCAL_PASSWORD_DEFAULTS).map(([name, value]) => ({
      kind: `the local default of ${name}`,
      value,
    })),
  ]
  for (const name of SECRET_ENV_NAMES) {
    const value = env[name]?.trim()
    if (!value) continue
    if (value.length < MIN_SECRET_LENGTH) {
      console.warn(`check-dist-secrets: ${name} is too short to search for; not checked`)
      continue
    }
    secrets.push({ kind: `the value of ${name}`, value })
  }
  return secrets
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** Every secret found under `dir`: [{ file (relative), kind }]. */
export function findSecrets(dir, secrets) {
  const hits = []
  for (const file of filesUnder(dir)) {
    // latin1 keeps every byte as one character, so text and binary files are read alike.
    const text = readFileSync(file).toString('latin1')
    const at = relative(dir, file)
    for (const { kind, value } of secrets) {
      if (text.includes(Buffer.from(value, 'utf8').toString('latin1')))
        hits.push({ file: at, kind })
    }
    for (const { kind, pattern } of SECRET_PATTERNS) {
      if (pattern.test(text)) hits.push({ file: at, kind })
    }
    for (const match of text.matchAll(JWT)) {
      const role = jwtRole(match[1])
      if (role && PRIVILEGED_ROLES.has(role))
        hits.push({ file: at, kind: `a JWT with role ${role}` })
    }
  }
  return hits
}

async function main() {
  const dist = join(root, 'dist')
  if (!existsSync(join(dist, 'index.html'))) {
    const built = spawnSync('node', ['scripts/build-site.mjs'], { cwd: root, stdio: 'inherit' })
    if (built.status !== 0) process.exit(built.status ?? 1)
  }
  const secrets = await knownSecrets()
  const hits = findSecrets(dist, secrets)
  if (hits.length > 0) {
    console.error('SECRETS IN THE BUILD (dist/):')
    for (const { file, kind } of hits) console.error(`  dist/${file}: ${kind}`)
    process.exit(1)
  }
  console.log(
    `dist/: no secret found (${secrets.length} known values, ${SECRET_PATTERNS.length} key formats, service_role JWTs)`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
