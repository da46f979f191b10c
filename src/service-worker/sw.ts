// The service worker: built by vite-plugin-pwa (injectManifest) after the pages are pre-rendered
// (scripts/pwa.mjs), which writes the precache list into `self.__WB_MANIFEST`. What is cached
// how, and what never is: docs/decisions/offline-and-install.md. The rules themselves are in
// ./cache-rules.ts.
import { cacheNames, clientsClaim } from 'workbox-core'
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import {
  CACHES,
  OFFLINE_PAGE,
  dataCacheKey,
  isCacheableRead,
  isHashedAsset,
  isPublicNavigation,
  isSiteImage,
} from './cache-rules'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

const origin = self.location.origin
/** A page answered from a cache after this long without an answer from the network. */
const NETWORK_TIMEOUT_S = 4
const DAY_S = 24 * 60 * 60
const ASSETS_EXPIRATION = { maxEntries: 300, maxAgeSeconds: 60 * DAY_S }

// A new version waits until the visitor asks for it ("Nova versão disponível", src/app/pwa.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
// The first install takes the open page at once (later ones only after SKIP_WAITING).
clientsClaim()

// An open page of the previous version may still ask for its own chunks once this version has
// replaced the precache: before it does, they are copied to the assets cache, which keeps them.
self.addEventListener('install', (event) => {
  event.waitUntil(keepPreviousAssets())
})

async function keepPreviousAssets(): Promise<void> {
  const precached = await caches.open(cacheNames.precache)
  const assets = await caches.open(CACHES.assets)
  const expiration = new CacheExpiration(CACHES.assets, ASSETS_EXPIRATION)
  for (const request of await precached.keys()) {
    const url = new URL(request.url)
    if (!isHashedAsset(url, origin) || (await assets.match(url.href))) continue
    const response = await precached.match(request)
    if (!response) continue
    await assets.put(url.href, response)
    await expiration.updateTimestamp(url.href)
  }
  await expiration.expireEntries()
}

// Public pages: the network first (fresh content), the copy from the last visit when the network
// fails or is slow, then the precached page for the address (/, /doar), then the offline page.
registerRoute(
  ({ request }) => isPublicNavigation(request, origin),
  new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S })],
  }),
)
// Pages with a session or a one-off step (staff, account, MOV+, sign-in, search): the network only.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly())

precache(self.__WB_MANIFEST)
addRoute()
cleanupOutdatedCaches()

registerRoute(
  ({ url }) => isHashedAsset(url, origin),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [new ExpirationPlugin(ASSETS_EXPIRATION)],
  }),
)
registerRoute(
  ({ request }) => isCacheableRead(request),
  new NetworkFirst({
    cacheName: CACHES.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => dataCacheKey(request.url) },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * DAY_S }),
    ],
  }),
)
registerRoute(
  ({ url }) => isSiteImage(url, origin),
  new StaleWhileRevalidate({
    cacheName: CACHES.images,
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY_S })],
  }),
)

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error()
  const url = new URL(request.url)
  const page = isPublicNavigation(request, origin) ? await matchPrecache(url.pathname) : undefined
  return page ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error()
})
