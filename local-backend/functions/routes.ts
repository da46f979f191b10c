// `/functions/v1/:name`: runs `supabase/functions/<name>/handler.ts` (the runtime-agnostic half of
// an Edge Function; `index.ts` wraps it in Deno.serve on Supabase) with the request and a context.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { LocalDatabase } from '../db.ts'
import { trustedHeaders } from '../gateway.ts'
import { json, PLAIN_JSON_HEADERS } from '../http.ts'

/** What the local backend passes to a function's `handler(request, ctx)`. */
export interface FunctionContext {
  /** The function's secrets and Supabase's standard variables (SUPABASE_URL, keys, passwords). */
  env: (name: string) => string | undefined
  /**
   * The database as `service_role` (RLS bypassed), e.g. for a private rate-limit table:
   * `await ctx.db.query('select ...', [param])` returns `{ rows }`. Local backend only: on Deno
   * the handler uses SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY instead.
   */
  db: {
    query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>
  }
  /**
   * The caller's address: the socket's, never a header the caller wrote. It also replaces the
   * request's `x-forwarded-for` and `cf-connecting-ip` (what Cloudflare sets in front of hosted
   * Supabase), so a function reads the same trusted header locally as hosted
   * (docs/decisions/verify-password-rate-limit.md).
   */
  clientAddress: string
}

type Handler = (request: Request, ctx: FunctionContext) => Response | Promise<Response>

const NAME = /^[a-z0-9][a-z0-9_-]*$/i
const cache = new Map<string, Promise<Handler | null>>()

async function loadHandler(rootDir: string, name: string): Promise<Handler | null> {
  const file = join(rootDir, 'supabase/functions', name, 'handler.ts')
  if (!existsSync(file)) return null
  const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    handler?: unknown
    default?: unknown
  }
  const handler =
    typeof mod.handler === 'function'
      ? mod.handler
      : typeof mod.default === 'function'
        ? mod.default
        : null
  return handler as Handler | null
}

export interface FunctionsOptions {
  rootDir: string
  db: LocalDatabase
  env: (name: string) => string | undefined
  log: (line: string) => void
}

export async function handleFunction(
  request: Request,
  name: string,
  clientAddress: string,
  opts: FunctionsOptions,
): Promise<Response> {
  const notFound = () =>
    json(
      { code: 'NOT_FOUND', message: 'Requested function was not found' },
      404,
      PLAIN_JSON_HEADERS,
    )
  if (!NAME.test(name)) return notFound()
  const key = join(opts.rootDir, name)
  let loading = cache.get(key)
  if (!loading) {
    loading = loadHandler(opts.rootDir, name)
    cache.set(key, loading)
    loading.catch(() => cache.delete(key))
  }
  const handler = await loading
  if (!handler) {
    cache.delete(key)
    return notFound()
  }
  const forwarded = new Request(request, { headers: trustedHeaders(request, clientAddress) })
  const ctx: FunctionContext = {
    env: opts.env,
    clientAddress,
    db: {
      query: (text, params) =>
        opts.db.asRole({ role: 'service_role' }, (tx) => tx.query(text, params)),
    },
  }
  try {
    return await handler(forwarded, ctx)
  } catch (error) {
    opts.log(`function ${name} failed: ${error instanceof Error ? error.message : String(error)}`)
    return json(
      { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
      500,
      PLAIN_JSON_HEADERS,
    )
  }
}
