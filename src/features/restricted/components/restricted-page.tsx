import type { ReactNode } from 'react'
import type { RestrictedArea } from '../areas'
import { useGate } from '../gate-context'
import { PasswordGate } from './password-gate'

/** Shows the password gate until the area is unlocked, then the area's screens. */
export function RestrictedPage({ area, children }: { area: RestrictedArea; children: ReactNode }) {
  const { unlocked } = useGate(area)
  return unlocked ? children : <PasswordGate area={area} />
}
