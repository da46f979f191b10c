// Reads that time out or are retried, skipped with Playwright's clock instead of waited for.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Moves the page's clock (installed by the caller) 11 s at a time, past a read's 10 s timeout and
 * React Query's 1 s retry delay, until `done()` holds. After each step it waits for the page to
 * act on it (a new read, counted by `requests()`, or `done()`) before taking the next one.
 */
export async function skipRequestTimeouts(
  page: Page,
  {
    done,
    requests,
    steps = 10,
  }: { done: () => Promise<boolean>; requests: () => number; steps?: number },
): Promise<void> {
  for (let i = 0; i < steps && !(await done()); i++) {
    const before = requests()
    await page.clock.fastForward(11_000)
    await expect
      .poll(async () => requests() > before || (await done()), { timeout: 10_000 })
      .toBe(true)
  }
}
