import type { ComponentType, ReactNode } from 'react'

// The signed-in account as the admin area needs to know it (src/app composes it from the auth
// feature). Row-level security authorises every read and write from `role`, not from the gate.

export type AdminAccount =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; userId: string; name: string; role: string | null }

export function isAdminAccount(account: AdminAccount): boolean {
  return account.status === 'signed-in' && account.role === 'admin'
}

/**
 * The second-factor step (src/app composes it from the auth feature): shows its children only to a
 * session at aal2, and otherwise asks for a code or sets the factor up. Staff rights need aal2.
 */
export type SecondFactorStep = ComponentType<{ children: ReactNode }>
