// The unit project runs its files in one environment per worker (`isolate: false` in
// vitest.config.ts): creating jsdom and importing React, Radix and the rest for every file was
// most of the project's time (docs/decisions/test-speed.md). This file runs first before every
// file and gives it what a fresh environment would: the app's own modules evaluated again (their
// singletons: the Supabase client, the query client, the toasts), an empty document at `/`, and
// empty storage. Libraries from node_modules are shared; none keeps state a file can see.
import { vi } from 'vitest'

vi.resetModules()
document.head.replaceChildren()
document.body.replaceChildren()
for (const name of document.documentElement.getAttributeNames()) {
  document.documentElement.removeAttribute(name)
}
window.history.replaceState(null, '', '/')
window.localStorage.clear()
window.sessionStorage.clear()
document.cookie.split(';').forEach((cookie) => {
  const name = cookie.split('=')[0]?.trim()
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
})
