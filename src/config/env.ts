// The only module that reads import.meta.env. Validated once, at import.
import { LOCAL_ANON_KEY, LOCAL_STORE_ID } from './local'

const HOSTINGER_STORE_API = 'https://api-ecommerce.hostinger.com'

/** An absolute http(s) URL. (Plain code, not zod: this module ships with every page that reads.) */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * At build time there is no page origin: scripts/build-site.mjs starts the local backend and names
 * its address here, so that the pre-rendered pages can read their texts from it.
 */
function prerenderOrigin(): string | undefined {
  const processEnv = (globalThis as { process?: { env?: Record<string, string | undefined> } })
    .process?.env
  return processEnv?.MOV_PRERENDER_ORIGIN
}

function blankToUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function parseEnv(raw: Record<string, unknown>) {
  const e = {
    VITE_SUPABASE_URL: blankToUndefined(raw.VITE_SUPABASE_URL),
    VITE_SUPABASE_ANON_KEY: blankToUndefined(raw.VITE_SUPABASE_ANON_KEY),
    VITE_STORE_API_URL: blankToUndefined(raw.VITE_STORE_API_URL),
    VITE_STORE_ID: blankToUndefined(raw.VITE_STORE_ID),
  }
  // One request timeout for reads and writes (ms), for builds that need it short (e2e).
  const timeout = Number(blankToUndefined(raw.VITE_REQUEST_TIMEOUT_MS))
  const invalid = (['VITE_SUPABASE_URL', 'VITE_STORE_API_URL'] as const).filter(
    (name) => e[name] !== undefined && !isHttpUrl(e[name]),
  )
  if (invalid.length > 0) throw new Error(`Invalid environment: ${invalid.join(', ')}`)
  if (e.VITE_SUPABASE_URL && !e.VITE_SUPABASE_ANON_KEY) {
    throw new Error(
      'Invalid environment: VITE_SUPABASE_ANON_KEY is required with VITE_SUPABASE_URL',
    )
  }
  // Unset backends mean the local backend, served on the site's own origin.
  const origin =
    typeof window !== 'undefined'
      ? window.location.origin
      : (prerenderOrigin() ?? 'http://localhost:4173')
  return {
    supabaseUrl: e.VITE_SUPABASE_URL ?? origin,
    supabaseAnonKey: e.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    usesLocalSupabase: !e.VITE_SUPABASE_URL,
    storeApiUrl: e.VITE_STORE_API_URL ?? (e.VITE_STORE_ID ? HOSTINGER_STORE_API : origin),
    storeId: e.VITE_STORE_ID ?? LOCAL_STORE_ID,
    usesLocalStore: !e.VITE_STORE_ID,
    requestTimeoutMs: timeout > 0 ? timeout : undefined,
  } as const
}

type Env = ReturnType<typeof parseEnv>

/**
 * The site's public address (VITE_SITE_URL, e.g. https://mov.org.br), for canonical links and
 * Open Graph URLs; '' when unset or not an http(s) origin. Set it when building for production.
 */
export function parseSiteUrl(value: unknown): string {
  const v = blankToUndefined(value)?.replace(/\/+$/, '')
  return v && /^https?:\/\/[^/\\\s?#]+$/.test(v) && isHttpUrl(v) ? v : ''
}

export const env: Env = parseEnv(import.meta.env as Record<string, unknown>)

export const siteUrl: string = parseSiteUrl(import.meta.env.VITE_SITE_URL)

/** A production build (`vite build`), not the dev server nor a test run. */
export const isProductionBuild: boolean = import.meta.env.PROD

/**
 * The origin pre-rendering and the generated files (item pages, sitemap, feed, robots) use when
 * VITE_SITE_URL is unset (local builds, `npm start`, e2e): the preview server rewrites it to the
 * request's own origin (vite/prerendered-pages.ts). Builds against a hosted project must set
 * VITE_SITE_URL (scripts/build-site.mjs refuses otherwise).
 */
export const PLACEHOLDER_SITE_ORIGIN = 'http://localhost:4173'

/** True in the build's server bundle (pre-rendering), false in the browser. */
export const isServerRender: boolean = import.meta.env.SSR

/** The origin of absolute URLs: the configured site, else the page's own, else the placeholder. */
export function siteOrigin(): string {
  return siteUrl || (import.meta.env.SSR ? PLACEHOLDER_SITE_ORIGIN : window.location.origin)
}

/** Exposed for tests of the validation rules. */
export { parseEnv }
