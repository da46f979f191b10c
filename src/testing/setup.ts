import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { resetToasts } from '@/components/ui/toast'
import { server } from './msw-server'
import { mockMatchMedia } from './media'

// The first query of a test file loads supabase-js (and the first toast the toaster) on demand, as
// the app does; on a busy 2-core machine that can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 })

// A console.error during a test is a defect (Epic Stack habit).
const originalError = console.error
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  console.error = (...args: unknown[]) => {
    originalError(...args)
    throw new Error(
      `console.error called during a test: ${args.map(String).join(' ').slice(0, 500)}`,
    )
  }
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetToasts()
  window.localStorage.clear()
  vi.useRealTimers()
})
afterAll(() => {
  server.close()
  console.error = originalError
})

// jsdom lacks these browser APIs that Radix and the layout use.
if (!window.matchMedia) mockMatchMedia(() => false)
window.scrollTo = (() => {}) as typeof window.scrollTo
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => {}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
if (!globalThis.IntersectionObserver) {
  globalThis.IntersectionObserver = class {
    readonly root = null
    readonly rootMargin = ''
    readonly thresholds = []
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
}
