import { useEffect, useState } from 'react'

/** How long something may load before the visitor is told it is taking long. */
const SLOW_AFTER_MS = 8000

export const SLOW_TEXT = 'Está demorando mais que o normal. Verifique sua conexão.'

/** True once `ms` have passed since the component mounted (never during server rendering). */
export function useSlow(ms = SLOW_AFTER_MS): boolean {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return slow
}

/**
 * Placed next to a skeleton or spinner: an empty polite status region (so it renders the same on
 * the server and in the browser) that says the load is slow after `SLOW_AFTER_MS`.
 */
export function SlowNotice({ className }: { className?: string }) {
  const slow = useSlow()
  return (
    <p role="status" className={className}>
      {slow ? <span className="mt-4 block text-center text-sm">{SLOW_TEXT}</span> : null}
    </p>
  )
}
