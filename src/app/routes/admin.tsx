import { Suspense, lazy } from 'react'
import { Helmet } from 'react-helmet-async'
import { Seo } from '@/components/ui/seo'
import { metaFor } from '@/config/paths'
import { AdminFrame } from '@/features/admin/components/layout/admin-frame'
import { AdminSpinner } from '@/features/admin/components/states'
import { PasswordGate } from '@/features/restricted/components/password-gate'
import { useGate } from '@/features/restricted/gate-context'
import { StaffSignOutButton, useStaffAccount } from './staff-account'

// The area's screens (forms, zod, the resource layer) load once the gate opens.
const AdminApp = lazy(() =>
  import('@/features/admin/components/admin-app').then((m) => ({ default: m.AdminApp })),
)

/**
 * /admin/*: outside the public layout. Locked, the password gate inside the admin frame; open,
 * the admin area (which checks the account's role before it asks for any data).
 */
export function Component() {
  const { unlocked } = useGate('admin')
  const account = useStaffAccount()
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
            accountSlot={account.status === 'signed-in' ? <StaffSignOutButton /> : null}
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
