// What the service worker (./sw.ts) may keep, as plain functions of a request: unit-tested on their
// own (cache-rules.test.ts). docs/decisions/offline-and-install.md explains each rule.

/** The runtime caches (the precache is Workbox's own). */
export const CACHES = {
  /** Public pages a visitor opened (navigations), network first. */
  pages: 'mov-pages',
  /** Hashed scripts and styles fetched after install: kept for a page of an older deployment. */
  assets: 'mov-assets',
  /** Anonymous reads of public data (REST, public storage, the store's products), network first. */
  data: 'mov-data',
  /** The site's own images and the public storage's files. */
  images: 'mov-images',
} as const

/** The pre-rendered offline page (written by scripts/pwa.mjs), precached. */
export const OFFLINE_PAGE = '/offline.html'

/**
 * Addresses whose pages show a signed-in visitor's or staff content, or a one-off step of a flow:
 * never kept, never answered from a cache (they go to the network; offline, the offline page).
 */
export const PRIVATE_PAGES =
  /^\/(?:admin|escritor|mov-plus|conta)(?:[/-]|$)|^\/(?:login|register|recuperar-senha|redefinir-senha|success|busca)(?:\/|$)/

/** The backend's addresses that are never cached, whatever the method and the headers. */
const NEVER_CACHED_API =
  /^\/(?:auth\/v1|functions\/v1|__checkout|__mailbox)(?:\/|$)|^\/store\/[^/]+\/checkout(?:\/|$)/

/** Public reads: the database's REST API, the public storage, the store's products. */
const PUBLIC_READ =
  /^\/rest\/v1\/|^\/storage\/v1\/object\/public\/|^\/store\/[^/]+\/products(?:\/|\?|$)/

export interface RequestLike {
  method: string
  mode?: string
  url: string
  headers: { get(name: string): string | null }
}

/** A navigation to a public page, which the pages cache may keep and answer offline. */
export function isPublicNavigation(request: RequestLike, origin: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET') return false
  const url = new URL(request.url)
  return url.origin === origin && !PRIVATE_PAGES.test(url.pathname)
}

/**
 * A request made without a user's session: no Authorization header, or the one supabase-js sends
 * for a visitor who is not signed in (`Bearer <the anon key>`, the same key as the apikey header).
 * A signed-in visitor's requests carry their own access token instead.
 */
export function isAnonymous(request: RequestLike): boolean {
  const authorization = request.headers.get('authorization')
  if (authorization === null) return true
  const apikey = request.headers.get('apikey')
  return apikey !== null && apikey !== '' && authorization === `Bearer ${apikey}`
}

/**
 * A read of public data by a visitor without a session, which the data cache may keep. Any origin:
 * the pages' Content-Security-Policy (connect-src) already limits them to the site, Supabase and
 * the store API.
 */
export function isCacheableRead(request: RequestLike): boolean {
  if (request.method !== 'GET') return false
  const url = new URL(request.url)
  if (NEVER_CACHED_API.test(url.pathname)) return false
  return PUBLIC_READ.test(url.pathname) && isAnonymous(request)
}

/** A time in a query's filter (`published_at=lte.2026-11-27T05:36:13.620Z`: "published by now"). */
const FILTER_TIME =
  /=((?:not\.)?(?:lt|lte|gt|gte|eq|neq)\.)\d{4}-\d{2}-\d{2}T(?:\d|%3A|:|\.)+(?:Z|(?:%2B|\+|-)(?:\d|%3A|:)+)?(?=&|$)/gi

/**
 * The key a public read is kept under: its URL with the times in its filters left out. Lists of
 * published items ask for what was published by the moment they ask, which is never the same
 * address twice; offline, the copy kept from the last visit is the answer.
 */
export function dataCacheKey(url: string): string {
  return url.replace(FILTER_TIME, '=$1(agora)')
}

/** A built script or style of the site (its name carries its content's hash). */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/assets\/[\w.-]+\.(?:js|css|woff2?)$/.test(url.pathname)
}

/** The site's own images (public/images, the icons, the logo). */
export function isSiteImage(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    /^\/(?:(?:images|icons)\/.+|logo\.svg|favicon\.svg)$/.test(url.pathname)
  )
}
