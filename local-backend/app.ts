// The local backend as one request handler (Web Request in, Response out), shared by the Vite
// plugin (local-backend/vite-plugin.ts) and the standalone server (local-backend/server.ts).
//
// Routes: /rest/v1 (PostgREST subset), /auth/v1 (GoTrue subset), /functions/v1/:name,
// /storage/v1/object/... (Storage subset, see storage/routes.ts), /store/:storeId/...,
// /__checkout/:id and /__mailbox (the e-mails the local auth would send, see mailbox.ts).
//
// Edge Functions: `supabase/functions/<name>/handler.ts` must export
//   `handler(request: Request, ctx: FunctionContext): Response | Promise<Response>`
// where ctx (see functions/routes.ts) is
//   { env(name) -> string | undefined   SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY and
//                                        ADMIN_PASSWORD, ESCRITOR_PASSWORD, MOV_PLUS_ADMIN_PASSWORD
//                                        (environment, else the local defaults),
//     db.query(text, params) -> {rows}  runs one statement as service_role (RLS bypassed),
//     clientAddress                     the caller's address (also in the x-forwarded-for header) }.
// A handler logs with console.log, as on Deno.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { handleAuth } from './auth/routes.ts'
import { demoFactors } from './auth/mfa-factors.ts'
import { SIGN_IN_FAILURE_LIMIT, createFailureLimiter, type FailureLimit } from './auth/limits.ts'
import {
  LOCAL_ANON_KEY,
  LOCAL_STORE_ID,
  ROOT_DIR,
  areaPassword,
  proposalLimitsFromEnv,
  resolveDbDir,
  type LocalPasswordName,
  type ProposalSendLimits,
} from './config.ts'
import { openDatabase, type LocalDatabase, type OpenOptions, type Transaction } from './db.ts'
import { handleFunction } from './functions/routes.ts'
import { json, PLAIN_JSON_HEADERS } from './http.ts'
import { describeBackend, type DemoAccount } from './describe.ts'
import { apiKeyCheck, CORS_HEADERS, trustedHeaders, withCors } from './gateway.ts'
import { createMailbox, handleMailbox } from './mailbox.ts'
import { JwtError, createServiceKey, requestClaims } from './jwt.ts'
import { ApiError } from './rest/errors.ts'
import { handleRest } from './rest/routes.ts'
import { loadSchemaCache, type SchemaCache } from './rest/schema-cache.ts'
import { diskFileStore, memoryFileStore, type FileStore } from './storage/files.ts'
import { handleStorage } from './storage/routes.ts'
import { handleStore } from './store/api.ts'
import { handleCheckoutPage } from './store/checkout-page.ts'

export interface BackendOptions {
  /** Data directory (`memory` for none); default `LOCAL_DB_DIR`, else `.local-data`. */
  dbDir?: string
  /** Print start-up information and errors (default true). */
  log?: boolean
  /** Serve the Supabase APIs (default true). */
  supabase?: boolean
  /** Serve the store API and the checkout page (default true). */
  store?: boolean
  rootDir?: string
  /**
   * Other limits for tests: statement budgets per role (ms), the REST response cap (bytes), the
   * failed sign-ins allowed per address.
   */
  limits?: BackendLimits
}

export interface BackendLimits {
  statementTimeouts?: OpenOptions['statementTimeouts']
  maxResponseBytes?: number
  /** Failed password sign-ins per client address (default SIGN_IN_FAILURE_LIMIT: 10 in 5 min). */
  signInFailures?: FailureLimit
  /**
   * Partnership proposals accepted per hour (the database's private.parcerias_envios_config);
   * default LOCAL_PROPOSAL_LIMITS, else the migration's 5 per address and 60 in total.
   */
  proposalSends?: ProposalSendLimits
}

export interface Backend {
  /** Answers a request for one of the backend's routes, or null for anything else. */
  handle(request: Request, clientAddress: string): Promise<Response | null>
  anonKey: string
  serviceKey: string
  demoAccounts: DemoAccount[]
  demoPassword: string | null
  databaseOrigin: LocalDatabase['origin']
  /** The start-up text: where everything is, keys, accounts and area passwords. */
  describe(url: string): string
  close(): Promise<void>
}

export async function createBackend(options: BackendOptions = {}): Promise<Backend> {
  const rootDir = options.rootDir ?? ROOT_DIR
  const logEnabled = options.log ?? true
  const log = (line: string) => {
    if (logEnabled) console.log(`[local-backend] ${line}`)
  }
  const serveSupabase = options.supabase ?? true
  const serveStore = options.store ?? true
  const dbDir = resolveDbDir(options.dbDir)
  const db = await openDatabase({
    dbDir,
    rootDir,
    log,
    statementTimeouts: options.limits?.statementTimeouts,
  })
  const mailbox = createMailbox(rootDir)
  const signInFailures = createFailureLimiter(
    options.limits?.signInFailures ?? SIGN_IN_FAILURE_LIMIT,
  )
  let schema: SchemaCache
  let files: FileStore
  let demoAccounts: DemoAccount[] = []
  let demoTotp: Array<{ email: string; secret: string }> = []
  try {
    // Uploaded objects' bytes sit beside the database, and start over when it does.
    files =
      dbDir === 'memory'
        ? memoryFileStore()
        : diskFileStore(join(dbDir, 'storage'), { reset: db.origin !== 'reused' })
    schema = await loadSchemaCache(db)
    demoAccounts = await db.asOwner(async (tx) => {
      const hasProfiles = schema.tables.get('profiles')?.columns.has('role') ?? false
      const r = await tx.query<DemoAccount>(
        hasProfiles
          ? `select u.email, coalesce(p.role, 'user') as role from auth.users u left join public.profiles p on p.id = u.id
              where u.email like '%@mov.local'
              order by array_position(array['admin', 'escritor', 'mov_plus_admin'], p.role) nulls last, u.email`
          : `select email, 'user' as role from auth.users where email like '%@mov.local' order by email`,
      )
      return r.rows
    })
    demoTotp = await db.asOwner(demoFactors)
    const sends = options.limits?.proposalSends ?? proposalLimitsFromEnv()
    if (sends) await db.asOwner((tx) => setProposalLimits(tx, sends))
  } catch (error) {
    await db.close()
    throw error
  }
  const serviceKey = await createServiceKey()
  const seedFile = join(rootDir, 'supabase/seed.sql')
  const demoPassword = existsSync(seedFile)
    ? (/password `([^`]+)`/.exec(readFileSync(seedFile, 'utf8'))?.[1] ?? null)
    : null

  function env(origin: string) {
    return (name: string): string | undefined => {
      if (name === 'SUPABASE_URL') return origin
      if (name === 'SUPABASE_ANON_KEY') return LOCAL_ANON_KEY
      if (name === 'SUPABASE_SERVICE_ROLE_KEY') return serviceKey
      if (
        name === 'ADMIN_PASSWORD' ||
        name === 'ESCRITOR_PASSWORD' ||
        name === 'MOV_PLUS_ADMIN_PASSWORD'
      ) {
        return areaPassword(name as LocalPasswordName)
      }
      return process.env[name]
    }
  }

  const apiKeyProblem = apiKeyCheck(serviceKey)

  async function route(
    request: Request,
    pathname: string,
    clientAddress: string,
  ): Promise<Response | null> {
    const origin = new URL(request.url).origin
    if (serveSupabase && pathname.startsWith('/rest/v1')) {
      const problem = apiKeyProblem(request)
      if (problem) return problem
      let claims
      try {
        claims = await requestClaims(request.headers)
      } catch (error) {
        if (!(error instanceof JwtError)) throw error
        return new ApiError(401, {
          code: error.expired ? 'PGRST303' : 'PGRST301',
          message: error.message,
          details: null,
          hint: null,
        }).response({
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.message}"`,
        })
      }
      return handleRest(request, pathname.slice('/rest/v1'.length), {
        db,
        schema,
        claims,
        headers: Object.fromEntries(trustedHeaders(request, clientAddress)),
        maxResponseBytes: options.limits?.maxResponseBytes,
      })
    }
    if (serveSupabase && pathname.startsWith('/auth/v1/')) {
      // Kong's open auth routes: e-mail links are opened by a browser, with no key.
      const open = pathname === '/auth/v1/verify' && request.method === 'GET'
      const problem = open ? null : apiKeyProblem(request)
      if (problem) return problem
      return handleAuth(request, pathname.slice('/auth/v1'.length), {
        db,
        origin,
        mailbox,
        log,
        clientAddress,
        signInFailures,
      })
    }
    if (serveSupabase && pathname.startsWith('/functions/v1/')) {
      const name = decodeURIComponent(pathname.slice('/functions/v1/'.length).split('/')[0] ?? '')
      return handleFunction(request, name, clientAddress, { rootDir, db, env: env(origin), log })
    }
    if (serveSupabase && pathname.startsWith('/storage/v1/')) {
      return handleStorage(request, pathname.slice('/storage/v1'.length), {
        db,
        files,
        publicDir: join(rootDir, 'public'),
        apiKeyProblem,
      })
    }
    if (serveSupabase && (pathname === '/__mailbox' || pathname.startsWith('/__mailbox/'))) {
      return handleMailbox(request, pathname.slice('/__mailbox'.length), mailbox)
    }
    if (serveStore && pathname.startsWith('/store/')) {
      return handleStore(request, pathname.slice('/store'.length), db, LOCAL_STORE_ID)
    }
    if (serveStore && pathname.startsWith('/__checkout/')) {
      return handleCheckoutPage(request, pathname.slice('/__checkout'.length), db)
    }
    return null
  }

  return {
    anonKey: LOCAL_ANON_KEY,
    serviceKey,
    demoAccounts,
    demoPassword,
    databaseOrigin: db.origin,
    async handle(request, clientAddress) {
      const pathname = new URL(request.url).pathname
      const isApi = /^\/(rest|auth|storage)\/v1\/|^\/rest\/v1$|^\/store\//.test(pathname)
      if (isApi && request.method === 'OPTIONS')
        return new Response(null, { status: 204, headers: CORS_HEADERS })
      try {
        const response = await route(request, pathname, clientAddress)
        return response && isApi ? withCors(response) : response
      } catch (error) {
        log(
          `${request.method} ${pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        )
        return json({ message: 'Internal error in the local backend' }, 500, PLAIN_JSON_HEADERS)
      }
    },
    describe: (url) =>
      describeBackend({
        url,
        origin: db.origin,
        dbDir,
        serveSupabase,
        serviceKey,
        demoAccounts,
        demoPassword,
        demoTotp,
      }),
    close: () => db.close(),
  }
}

/** Sets the proposals' hourly limits in the database (where the migrations made the table). */
async function setProposalLimits(tx: Transaction, limits: ProposalSendLimits): Promise<void> {
  const [row] = (
    await tx.query<{ present: boolean }>(
      `select to_regclass('private.parcerias_envios_config') is not null as present`,
    )
  ).rows
  if (!row?.present) return
  await tx.query(`update private.parcerias_envios_config set por_endereco = $1, total = $2`, [
    limits.perAddress,
    limits.total,
  ])
}
