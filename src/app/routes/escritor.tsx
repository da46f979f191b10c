import { Suspense, lazy } from 'react'
import { Helmet } from 'react-helmet-async'
import { Seo } from '@/components/ui/seo'
import { metaFor } from '@/config/paths'
import { StaffAreaContext } from '@/features/admin/area'
import { AdminFrame } from '@/features/admin/components/layout/admin-frame'
import { AdminSpinner } from '@/features/admin/components/states'
import { newsroomArea } from '@/features/admin/newsroom/messages'
import { PasswordGate } from '@/features/restricted/components/password-gate'
import { useGate } from '@/features/restricted/gate-context'
import { StaffSignOutButton, useStaffAccount } from './staff-account'

// The newsroom's screens (the editor, zod, uploads) load once the gate opens.
const NewsroomApp = lazy(() =>
  import('@/features/admin/newsroom/components/newsroom-app').then((m) => ({
    default: m.NewsroomApp,
  })),
)

/**
 * /escritor/*: the writers' newsroom, outside the public layout. Locked, the password gate in the
 * staff frame; open, the newsroom (which checks the account's role before it asks for any data).
 */
export function Component() {
  const { unlocked } = useGate('escritor')
  const account = useStaffAccount()
  const meta = metaFor('/escritor')
  return (
    <StaffAreaContext.Provider value={newsroomArea}>
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
          <NewsroomApp
            account={account}
            accountSlot={account.status === 'signed-in' ? <StaffSignOutButton /> : null}
          />
        </Suspense>
      ) : (
        <AdminFrame>
          <Seo title={meta.title} description={meta.description} />
          <PasswordGate area="escritor" />
        </AdminFrame>
      )}
    </StaffAreaContext.Provider>
  )
}
