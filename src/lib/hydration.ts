// Whether the page is being hydrated from pre-rendered HTML. While it is, components must render
// exactly what the server rendered (no browser storage, no clock, no media queries); what depends
// on the browser is read right after, in an effect. Set by main.tsx and app.tsx only.

let hydrating = false
let prerendered = false
let arrivalPath: string | undefined

export function setHydrating(value: boolean): void {
  hydrating = value
  if (value) {
    prerendered = true
    arrivalPath ??= window.location.pathname
  }
}

/**
 * True from the start of hydrateRoot until the first commit. (React hydrates the content of
 * Suspense boundaries in later passes, after this flag is down: code that runs there and must
 * match the HTML asks `onPrerenderedArrival()`.)
 */
export function isHydrating(): boolean {
  return hydrating
}

/** True while the address is still the pre-rendered one the visitor arrived on. */
export function onPrerenderedArrival(): boolean {
  return prerendered && window.location.pathname === arrivalPath
}
