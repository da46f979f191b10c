import { LogOut } from 'lucide-react'
import { Suspense, lazy } from 'react'
import { Helmet } from 'react-helmet-async'
import { Seo } from '@/components/ui/seo'
import { metaFor } from '@/config/paths'
import type { AdminAccount } from '@/features/admin/account'
import { adminButton } from '@/features/admin/components/admin-button'
import { AdminFrame } from '@/features/admin/components/layout/admin-frame'
import { AdminSpinner } from '@/features/admin/components/states'
import { displayName, useAuth } from '@/features/auth/auth-context'
import { authMessages } from '@/features/auth/messages'
import { useSignOutAction } from '@/features/auth/hooks/use-sign-out-action'
import { PasswordGate } from '@/features/restricted/components/password-gate'
import { useGate } from '@/features/restricted/gate-context'

// The area's screens (forms, zod, the resource layer) load once the gate opens.
const AdminApp = lazy(() =>
  import('@/features/admin/components/admin-app').then((m) => ({ default: m.AdminApp })),
)

/** The signed-in account as the admin area needs to know it. */
function useAdminAccount(): AdminAccount {
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

function SignOutButton() {
  const { signOut, pending } = useSignOutAction()
  return (
    <button
      type="button"
      className={adminButton({ variant: 'secondary' })}
      disabled={pending}
      onClick={signOut}
    >
      <LogOut aria-hidden="true" className="h-4 w-4" />
      {authMessages.signOut}
    </button>
  )
}

/**
 * /admin/*: outside the public layout. Locked, the password gate inside the admin frame; open,
 * the admin area (which checks the account's role before it asks for any data).
 */
export function Component() {
  const { unlocked } = useGate('admin')
  const account = useAdminAccount()
  const meta = metaFor('/admin')
  return (
    <>
      <Helmet>
        <meta name="robots" content="noindex" />
      </Helmet>
      {unlocked ? (
        <Suspense
          fallback={
            <AdminFrame>
              <AdminSpinner className="min-h-[60vh]" />
            </AdminFrame>
          }
        >
          <AdminApp
            account={account}
            accountSlot={account.status === 'signed-in' ? <SignOutButton /> : null}
          />
        </Suspense>
      ) : (
        <AdminFrame>
          <Seo title={meta.title} description={meta.description} />
          <PasswordGate area="admin" />
        </AdminFrame>
      )}
    </>
  )
}
