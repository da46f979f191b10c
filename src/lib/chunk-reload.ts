// After a new deploy, the chunks of the previous build are gone from the host: a page opened
// before it fails to load the code of the next page it visits. Reloading fetches the new build.
// A session key with the time of the last such reload keeps a chunk that fails even after a
// reload (a broken host, a blocked file) from reloading in a loop; a later deploy may reload again.
// Kept small: it ships with every page.

const GUARD_KEY = 'mov:chunk-reload'
/** A second failure within this time of the last reload shows the error instead. */
export const RELOAD_GUARD_MS = 10_000

let reloader = () => location.reload()
let reloading = false

/** For tests: what reloading the page does. */
export function setPageReloader(reload: () => void): void {
  reloader = reload
  reloading = false
}

export function reloadPage(): void {
  reloading = true
  reloader()
}

/** A failed dynamic import (Chromium, Firefox, Safari), a failed Vite preload, webpack's error. */
export const isChunkLoadError = (error: unknown): boolean =>
  /dynamically imported module|module script failed|unable to preload|ChunkLoadError/i.test(
    String(error),
  )

/**
 * Reloads the page for a chunk that failed to load, unless it already did so moments ago or the
 * browser is offline (a reload would only show the browser's own error page). Whether it did.
 */
export function reloadOnce(): boolean {
  if (reloading) return true
  try {
    if (!navigator.onLine || Date.now() - Number(sessionStorage[GUARD_KEY] ?? 0) < RELOAD_GUARD_MS)
      return false
    sessionStorage[GUARD_KEY] = Date.now()
  } catch {
    return false
  }
  reloadPage()
  return true
}

/**
 * Wraps the loader of a lazily loaded module: when its chunk fails to load, the page reloads once
 * and the promise never settles (the spinner stays until the page goes); any other failure, or a
 * second one, rejects to the route's error boundary.
 */
export const loadOrReload =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnce()) return new Promise<T>(() => {})
      throw error
    })

const online = (): Promise<void> =>
  new Promise((resolve) => addEventListener('online', () => resolve(), { once: true }))

/**
 * A module that the page can wait for (an island's code, the animation features), tried again
 * after a failure: at once when the browser is back online (after 2 s if it never went offline);
 * a chunk that still fails reloads the page once, as a route's would; otherwise one more try each
 * time the connection comes back. Never rejects: until the code loads, the caller keeps what it
 * shows (and nothing is left as an unhandled error).
 */
export const retryingImport = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch(() =>
    (navigator.onLine ? new Promise<void>((resolve) => setTimeout(resolve, 2000)) : online())
      .then(load)
      .catch((error: unknown) => {
        if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {})
        return online().then(() => retryingImport(load))
      }),
  )
