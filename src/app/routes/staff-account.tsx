import { LogOut } from 'lucide-react'
import { lazy, Suspense, type ReactNode } from 'react'
import type { AdminAccount } from '@/staff/account'
import { adminButton } from '@/staff/components/admin-button'
import { AdminSpinner } from '@/staff/components/states'
import { displayName, useAuth } from '@/features/auth/auth-context'
import { accountMenuMessages } from '@/features/auth/account-menu-messages'
import { useSignOutAction } from '@/features/auth/hooks/use-sign-out-action'

/** The signed-in account as the staff areas (admin, newsroom) need to know it. */
export function useStaffAccount(): AdminAccount {
  const { loading, user, profile, profileLoading } = useAuth()
  if (loading || profileLoading) return { status: 'loading' }
  if (!user) return { status: 'signed-out' }
  return {
    status: 'signed-in',
    userId: user.id,
    name: displayName(user, profile),
    role: profile?.role ?? null,
  }
}

export function StaffSignOutButton() {
  const { signOut, pending } = useSignOutAction()
  return (
    <button
      type="button"
      className={adminButton({ variant: 'secondary' })}
      disabled={pending}
      onClick={signOut}
    >
      <LogOut aria-hidden="true" className="h-4 w-4" />
      {accountMenuMessages.signOut}
    </button>
  )
}

// The second-factor step's code (TOTP screens, their texts) arrives with the area's, not with the
// route's chunk (whose files the first load lists).
const SecondFactorStep = lazy(() =>
  import('../compositions/staff-second-factor').then((m) => ({ default: m.StaffSecondFactor })),
)

/** The staff areas' second-factor step (src/app/compositions/staff-second-factor.tsx), loaded on demand. */
export function StaffSecondFactor({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<AdminSpinner />}>
      <SecondFactorStep>{children}</SecondFactorStep>
    </Suspense>
  )
}
