import { loginPath, registerPath } from '@/config/paths'
/** The in-site path a visitor came from (router state `from`), or undefined when unsafe or absent. */
export function safeFrom(state: unknown): string | undefined {
  const from =
    state && typeof state === 'object' && 'from' in state
      ? (state as { from: unknown }).from
      : undefined
  if (
    typeof from !== 'string' ||
    !from.startsWith('/') ||
    from.startsWith('//') ||
    from.startsWith('/\\')
  )
    return undefined
  if (from === loginPath || from === registerPath) return undefined
  return from
}
