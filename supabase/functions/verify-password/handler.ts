// verify-password: checks the shared password of a restricted area. Web-standard APIs only
// (Request, Response, crypto.subtle, TextEncoder), so Deno (index.ts) and the local backend run
// the same code. Never logs the password or the body.
import { corsHeaders } from '../_shared/cors.ts'

/** The only environment variables a client may ask about, one per restricted area. */
export const SECRET_NAMES = [
  'ADMIN_PASSWORD',
  'ESCRITOR_PASSWORD',
  'MOV_PLUS_ADMIN_PASSWORD',
] as const
export type SecretName = (typeof SECRET_NAMES)[number]

const AREA_BY_SECRET: Record<SecretName, string> = {
  ADMIN_PASSWORD: 'admin',
  ESCRITOR_PASSWORD: 'escritor',
  MOV_PLUS_ADMIN_PASSWORD: 'mov-plus-admin',
}

export const MAX_BODY_BYTES = 1024
/** Per client address: after this many failures in the window, that address waits out the window. */
export const MAX_FAILURES = 5
export const WINDOW_SECONDS = 15 * 60
/**
 * Per area, across every caller (no header can dodge it): a leaky bucket of failures. An area
 * takes up to AREA_BURST failures at once; beyond that, one more attempt every AREA_LEAK_SECONDS,
 * and everyone else trying that area meanwhile waits at most that long (429 with Retry-After).
 * A right password gives its attempt back. See docs/decisions/verify-password-rate-limit.md.
 */
export const AREA_BURST = 20
export const AREA_LEAK_SECONDS = 30
/**
 * On hosted Supabase the client address comes only from this header: Cloudflare, in front of
 * every *.supabase.co request, sets it to the address it accepted the connection from and
 * replaces any value the client sent. X-Forwarded-For is never read (its left part is whatever
 * the client wrote). The local backend passes the socket's address in the context instead.
 */
export const TRUSTED_ADDRESS_HEADER = 'cf-connecting-ip'

export interface Db {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

/** Counts failed attempts per hashed client address. */
export interface FailureStore {
  /** Seconds until the address may try again; 0 when it may try now. */
  blockedFor(addressHash: string): Promise<number>
  recordFailure(addressHash: string): Promise<void>
  reset(addressHash: string): Promise<void>
}

/** The failure budget of each area, shared by every caller. */
export interface AreaBudget {
  /** Takes one attempt from the area's budget: 0 when taken, else seconds until one is free. */
  take(area: string): Promise<number>
  /** Gives a taken attempt back (a right password does not spend the area's budget). */
  refund(area: string): Promise<void>
}

export interface HandlerContext {
  env: (name: string) => string | undefined
  /**
   * The caller's address as the runtime knows it (the local backend: the socket's address).
   * When absent, the address is the TRUSTED_ADDRESS_HEADER set by the hosted edge; null means
   * unknown (no per-address limit; the per-area budget still applies).
   */
  clientAddress?: string | null
  /** Runs as service_role; holds the failure counter every instance sees. */
  db?: { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
  /** Overrides the failure counter (tests). Without it and without `db`, an in-memory counter is used. */
  failures?: FailureStore
  /** Overrides the per-area budget (tests). Without it and without `db`, an in-memory one is used. */
  areaBudget?: AreaBudget
  /** Where log lines go; console.log by default. */
  log?: (line: string) => void
}

const TABLE = 'private.verify_password_failures'
const AREA_TABLE = 'private.verify_password_area_budget'

/** The failure counter in the database (a private table only the service role can use). */
export function createSqlFailureStore(db: Db): FailureStore {
  const window = `interval '${WINDOW_SECONDS} seconds'`
  return {
    async blockedFor(addressHash) {
      const { rows } = await db.query(
        `select ceil(extract(epoch from (window_started_at + ${window} - now())))::int as retry_after
           from ${TABLE}
          where address_hash = $1 and failures >= ${MAX_FAILURES} and window_started_at > now() - ${window}`,
        [addressHash],
      )
      const value = Number(rows[0]?.retry_after ?? 0)
      return Number.isFinite(value) && value > 0 ? value : 0
    },
    async recordFailure(addressHash) {
      // Forget addresses whose window has passed, so no hash is kept longer than needed.
      await db.query(
        `delete from ${TABLE} where window_started_at <= now() - ${window} and address_hash <> $1`,
        [addressHash],
      )
      await db.query(
        `insert into ${TABLE} as f (address_hash, failures, window_started_at)
         values ($1, 1, now())
         on conflict (address_hash) do update set
           failures = case when f.window_started_at <= now() - ${window} then 1 else f.failures + 1 end,
           window_started_at = case when f.window_started_at <= now() - ${window} then now() else f.window_started_at end`,
        [addressHash],
      )
    },
    async reset(addressHash) {
      await db.query(`delete from ${TABLE} where address_hash = $1`, [addressHash])
    },
  }
}

/** The per-area budget in the database: one row per area, updated atomically (row lock). */
export function createSqlAreaBudget(db: Db): AreaBudget {
  const leaked = `greatest(0, b.level - extract(epoch from (now() - b.updated_at))::float8 / ${AREA_LEAK_SECONDS})`
  return {
    async take(area) {
      const { rows } = await db.query(
        `insert into ${AREA_TABLE} as b (area, level, updated_at) values ($1, 1, now())
         on conflict (area) do update set level = ${leaked} + 1, updated_at = now()
           where ${leaked} + 1 <= ${AREA_BURST}
         returning level`,
        [area],
      )
      if (rows.length > 0) return 0
      const wait = await db.query(
        `select ceil((${leaked} - ${AREA_BURST - 1}) * ${AREA_LEAK_SECONDS})::int as retry_after
           from ${AREA_TABLE} as b where b.area = $1`,
        [area],
      )
      const value = Number(wait.rows[0]?.retry_after ?? 1)
      return Number.isFinite(value) && value > 0 ? Math.min(value, AREA_LEAK_SECONDS) : 1
    },
    async refund(area) {
      await db.query(
        `update ${AREA_TABLE} as b set level = greatest(0, ${leaked} - 1), updated_at = now()
          where b.area = $1`,
        [area],
      )
    },
  }
}

/** An in-memory per-area budget (one instance only; the database one is used whenever `db` is given). */
export function createMemoryAreaBudget(now: () => number = Date.now): AreaBudget {
  const buckets = new Map<string, { level: number; at: number }>()
  const level = (area: string) => {
    const bucket = buckets.get(area)
    if (!bucket) return 0
    return Math.max(0, bucket.level - (now() - bucket.at) / 1000 / AREA_LEAK_SECONDS)
  }
  return {
    async take(area) {
      const current = level(area)
      if (current + 1 > AREA_BURST) {
        const wait = Math.ceil((current - (AREA_BURST - 1)) * AREA_LEAK_SECONDS)
        return Math.min(Math.max(1, wait), AREA_LEAK_SECONDS)
      }
      buckets.set(area, { level: current + 1, at: now() })
      return 0
    },
    async refund(area) {
      buckets.set(area, { level: Math.max(0, level(area) - 1), at: now() })
    },
  }
}

/** An in-memory failure counter (one instance only; the database one is used whenever `db` is given). */
export function createMemoryFailureStore(now: () => number = Date.now): FailureStore {
  const entries = new Map<string, { failures: number; windowStart: number }>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && now() - entry.windowStart >= WINDOW_SECONDS * 1000) {
      entries.delete(key)
      return undefined
    }
    return entry
  }
  return {
    async blockedFor(key) {
      const entry = live(key)
      if (!entry || entry.failures < MAX_FAILURES) return 0
      return Math.max(1, Math.ceil((entry.windowStart + WINDOW_SECONDS * 1000 - now()) / 1000))
    },
    async recordFailure(key) {
      const entry = live(key)
      if (entry) entry.failures += 1
      else entries.set(key, { failures: 1, windowStart: now() })
    },
    async reset(key) {
      entries.delete(key)
    },
  }
}

const defaultMemoryStore = createMemoryFailureStore()
const defaultMemoryBudget = createMemoryAreaBudget()

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  })
}

const encoder = new TextEncoder()

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Compares two digests of equal length without an early exit. */
function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

/**
 * The caller's address from a source the caller cannot write: the runtime's (local backend) or
 * the hosted edge's TRUSTED_ADDRESS_HEADER. Never X-Forwarded-For. Null when neither is known.
 */
function clientAddress(request: Request, ctx: HandlerContext): string | null {
  if (ctx.clientAddress !== undefined) return ctx.clientAddress?.trim() || null
  return request.headers.get(TRUSTED_ADDRESS_HEADER)?.trim() || null
}

/** Reads at most `limit` bytes of the body; null when it is larger. */
async function readBody(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) return null
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

type Parsed = { ok: true; secretName: SecretName; password: string } | { ok: false; error: string }

function parse(bytes: Uint8Array): Parsed {
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return { ok: false, error: 'invalid_json' }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'invalid_json' }
  const { secretName, password } = body as Record<string, unknown>
  const known = SECRET_NAMES.find((name) => name === secretName)
  if (!known) return { ok: false, error: 'invalid_secret_name' }
  if (typeof password !== 'string' || password.length === 0)
    return { ok: false, error: 'invalid_password' }
  return { ok: true, secretName: known, password }
}

export async function handler(request: Request, ctx: HandlerContext): Promise<Response> {
  const log = ctx.log ?? ((line: string) => console.log(line))
  const record = (fields: {
    outcome: string
    area?: string
    client?: string | undefined
    status: number
  }) =>
    log(
      JSON.stringify({
        function: 'verify-password',
        area: null,
        ...fields,
        client: fields.client ?? null,
      }),
    )

  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders })
  if (request.method !== 'POST') {
    record({ outcome: 'method_not_allowed', status: 405 })
    return json(405, { error: 'method_not_allowed' }, { Allow: 'POST, OPTIONS' })
  }

  const address = clientAddress(request, ctx)
  const client = address === null ? undefined : toHex(await sha256(address))
  const bytes = await readBody(request, MAX_BODY_BYTES)
  if (bytes === null) {
    record({ outcome: 'payload_too_large', client, status: 413 })
    return json(413, { error: 'payload_too_large' })
  }
  const parsed = parse(bytes)
  if (!parsed.ok) {
    record({ outcome: parsed.error, client, status: 400 })
    return json(400, { error: parsed.error })
  }

  const area = AREA_BY_SECRET[parsed.secretName]
  const failures = ctx.failures ?? (ctx.db ? createSqlFailureStore(ctx.db) : defaultMemoryStore)
  const budget = ctx.areaBudget ?? (ctx.db ? createSqlAreaBudget(ctx.db) : defaultMemoryBudget)
  const tooMany = (wait: number, outcome: string) => {
    record({ outcome, area, client, status: 429 })
    return json(
      429,
      { authenticated: false, error: 'too_many_attempts', retryAfter: wait },
      { 'Retry-After': String(wait) },
    )
  }
  try {
    // The address first, so one address over its own limit cannot spend the area's budget.
    const wait = client === undefined ? 0 : await failures.blockedFor(client)
    if (wait > 0) return tooMany(wait, 'rate_limited')
    const areaWait = await budget.take(area)
    if (areaWait > 0) return tooMany(areaWait, 'area_rate_limited')
    const configured = ctx.env(parsed.secretName)
    const [given, expected] = await Promise.all([sha256(parsed.password), sha256(configured ?? '')])
    const authenticated = timingSafeEqual(given, expected) && Boolean(configured)
    if (authenticated) {
      await budget.refund(area)
      if (client !== undefined) await failures.reset(client)
    } else if (client !== undefined) await failures.recordFailure(client)
    record({ outcome: authenticated ? 'granted' : 'denied', area, client, status: 200 })
    return json(200, { authenticated })
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown'
    record({ outcome: `error:${reason}`, area, client, status: 500 })
    return json(500, { error: 'internal_error' })
  }
}
