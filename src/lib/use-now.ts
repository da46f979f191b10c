import { useEffect, useState } from 'react'

/**
 * The current time, refreshed every `intervalMs`: for what a page derives from the clock (is an
 * article scheduled or already out?) without reading the clock during render.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}
