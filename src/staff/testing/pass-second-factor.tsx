import type { ReactNode } from 'react'

/** The second-factor step for tests of the screens: the session is taken as already at aal2. */
export function PassSecondFactor({ children }: { children: ReactNode }) {
  return children
}
