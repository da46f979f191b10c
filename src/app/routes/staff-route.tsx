import { Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { NoIndex, Seo } from '@/components/ui/seo'
import { metaFor } from '@/config/paths'
import type { AdminAccount, SecondFactorStep } from '@/staff/account'
import { ContentFeedsContext } from '@/staff/api/invalidate-resource'
import { AdminFrame } from '@/staff/components/layout/admin-frame'
import { AdminSpinner } from '@/staff/components/states'
import { PasswordGate } from '@/features/restricted/components/password-gate'
import type { RestrictedArea } from '@/features/restricted/areas'
import { useGate } from '@/features/restricted/gate-context'
import { contentFeeds } from '../compositions/content-feeds'
import { StaffSecondFactor, StaffSignOutButton, useStaffAccount } from './staff-account'

type StaffApp = LazyExoticComponent<
  ComponentType<{
    account: AdminAccount
    accountSlot?: ReactNode
    secondFactor: SecondFactorStep
  }>
>

/**
 * A staff area (/admin/*, /escritor/*) outside the public layout. Locked, the password gate in the
 * staff frame; open, the area's screens (loaded only then), which check the account's role before
 * they ask for any data.
 */
export function StaffRoute({
  gate,
  path,
  App,
}: {
  gate: RestrictedArea
  path: string
  App: StaffApp
}) {
  const { unlocked } = useGate(gate)
  const account = useStaffAccount()
  const meta = metaFor(path)
  return (
    <>
      <NoIndex />
      {unlocked ? (
        <Suspense
          fallback={
            <AdminFrame>
              <AdminSpinner className="min-h-[60vh]" />
            </AdminFrame>
          }
        >
          <ContentFeedsContext value={contentFeeds}>
            <App
              account={account}
              accountSlot={account.status === 'signed-in' ? <StaffSignOutButton /> : null}
              secondFactor={StaffSecondFactor}
            />
          </ContentFeedsContext>
        </Suspense>
      ) : (
        <AdminFrame>
          <Seo title={meta.title} description={meta.description} />
          <PasswordGate area={gate} />
        </AdminFrame>
      )}
    </>
  )
}
