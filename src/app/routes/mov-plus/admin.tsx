import { Suspense, lazy } from 'react'
import { PageSpinner } from '@/components/ui/spinner'
import { NoIndex, Seo } from '@/components/ui/seo'
import { metaFor, movPlusAdminPath } from '@/config/paths'
import { ContentFeedsContext } from '@/staff/api/invalidate-resource'
import { PasswordGate } from '@/features/restricted/components/password-gate'
import { useGate } from '@/features/restricted/gate-context'
import { contentFeeds } from '../../compositions/content-feeds'
import { StaffSecondFactor, StaffSignOutButton, useStaffAccount } from '../staff-account'

// The presidency's screens load once the gate opens.
const PresidencyApp = lazy(() =>
  import('@/features/mov-plus-admin/components/presidency-app').then((m) => ({
    default: m.PresidencyApp,
  })),
)

/** /mov-plus/admin/*: the gate (as every restricted page), then the MOV+ presidency. */
export function Component() {
  const { unlocked } = useGate('mov-plus-admin')
  const account = useStaffAccount()
  const meta = metaFor(movPlusAdminPath)
  if (!unlocked) {
    return (
      <>
        <Seo title={meta.title} description={meta.description} />
        <PasswordGate area="mov-plus-admin" />
      </>
    )
  }
  return (
    <>
      <NoIndex />
      <Suspense fallback={<PageSpinner />}>
        <ContentFeedsContext value={contentFeeds}>
          <PresidencyApp
            account={account}
            accountSlot={account.status === 'signed-in' ? <StaffSignOutButton /> : null}
            secondFactor={StaffSecondFactor}
          />
        </ContentFeedsContext>
      </Suspense>
    </>
  )
}
