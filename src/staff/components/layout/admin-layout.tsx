import type { ReactNode } from 'react'
import type { AdminAccount } from '../../account'
import { layoutMessages as t } from '../../messages'
import { ADMIN_MAIN_ID, SkipLink } from './admin-frame'
import { AdminFooter, AdminHeader } from './admin-header'
import { AdminMenuSheet } from './admin-menu-sheet'
import { AdminNav } from './admin-nav'
import type { AdminNavEntry } from './nav-items'
import { UnsavedChangesGuard } from './unsaved-changes'

function SignedInName({ account }: { account: AdminAccount }) {
  if (account.status !== 'signed-in') return null
  return (
    <p className="text-sm text-gray-700">
      {t.signedInAs} <strong className="font-semibold text-gray-900">{account.name}</strong>
    </p>
  )
}

/**
 * The admin area's own full page: a top bar (name of the signed-in account, way back to the site),
 * the side navigation on wide screens (a sheet behind "Menu" on phones), the screen, a footer.
 */
export function AdminLayout({
  nav,
  account,
  accountSlot,
  children,
}: {
  /** The area's side navigation. */
  nav: readonly AdminNavEntry[]
  account: AdminAccount
  /** E.g. a sign-out button, composed by the app. */
  accountSlot?: ReactNode
  children: ReactNode
}) {
  return (
    <UnsavedChangesGuard>
      <div className="flex min-h-dvh flex-col bg-gray-100 text-gray-900">
        <SkipLink />
        <AdminHeader
          menu={
            <AdminMenuSheet
              entries={nav}
              account={
                <div className="grid gap-2">
                  <SignedInName account={account} />
                  {accountSlot}
                </div>
              }
            />
          }
          account={
            <div className="flex items-center gap-3 max-md:hidden">
              <SignedInName account={account} />
              {accountSlot}
            </div>
          }
        />
        <div className="flex flex-1">
          <aside className="w-64 shrink-0 border-r border-gray-300 bg-white max-md:hidden">
            <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto p-4">
              <AdminNav entries={nav} />
            </div>
          </aside>
          <main
            id={ADMIN_MAIN_ID}
            tabIndex={-1}
            data-background="light-grey"
            className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-8 md:py-8"
          >
            {children}
          </main>
        </div>
        <AdminFooter />
      </div>
    </UnsavedChangesGuard>
  )
}
