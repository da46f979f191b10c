// Registers the service worker (src/service-worker/sw.ts, built by vite-plugin-pwa): loaded by
// src/main.tsx after the visitor's first interaction, in production builds only, so it is never
// part of a page's first load. docs/decisions/offline-and-install.md.
import { registerSW } from 'virtual:pwa-register'
import { showUpdateNotice } from './offline/update-notice'

/** How often an open page asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/** Resolves once the page has loaded and the browser is idle. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: 5000 })
        : setTimeout(resolve, 0)
    if (document.readyState === 'complete') idle()
    else addEventListener('load', idle, { once: true })
  })
}

/**
 * Activates the waiting version and reloads the page once it controls it. (Not the plugin's own
 * reload, which only follows an update found when the page was opened already controlled: a page
 * open since the first install, such as an installed app, would never reload.)
 */
function activateWith(update: (reload: boolean) => Promise<void>): () => Promise<void> {
  return () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
      once: true,
    })
    return update(false)
  }
}

export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  await whenIdle()
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => showUpdateNotice(() => void activate()),
    // The reload is activateWith's, whatever the page was opened with.
    onNeedReload: () => {},
    onRegisteredSW(_url, registration) {
      // A page left open (an installed app) learns of a deployment without a reload.
      if (registration)
        setInterval(() => {
          if (document.visibilityState === 'visible' && navigator.onLine)
            registration.update().catch(() => {})
        }, UPDATE_CHECK_MS)
    },
    // A browser that refuses service workers (a private window, a policy): the site works as before.
    onRegisterError: () => {},
  })
  const activate = activateWith(update)
}
