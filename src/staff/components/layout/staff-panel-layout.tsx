import type { ReactNode } from 'react'
import type { AdminAccount } from '../../account'
import { useStaffArea } from '../../area'
import { layoutMessages as t } from '../../messages'
import { AdminMenuSheet } from './admin-menu-sheet'
import { AdminNav } from './admin-nav'
import type { AdminNavEntry } from './nav-items'
import { UnsavedChangesGuard } from './unsaved-changes'

/**
 * A staff area shown inside the public layout (the MOV+ presidency, whose path keeps the site's
 * dark page): a light panel with the area's name, the account, the navigation (a sheet behind
 * "Menu" on phones) and the screen. The public header, footer and `<main>` stay around it.
 */
export function StaffPanelLayout({
  nav,
  account,
  accountSlot,
  children,
}: {
  nav: readonly AdminNavEntry[]
  account: AdminAccount
  accountSlot?: ReactNode
  children: ReactNode
}) {
  const area = useStaffArea()
  const name =
    account.status === 'signed-in' ? (
      <p className="text-sm text-gray-700">
        {t.signedInAs} <strong className="font-semibold text-gray-900">{account.name}</strong>
      </p>
    ) : null
  return (
    <UnsavedChangesGuard>
      <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-6">
        <div className="overflow-hidden rounded-3xl bg-gray-100 text-gray-900">
          <div className="flex flex-wrap items-center gap-3 border-b border-gray-300 bg-white px-4 py-3 md:px-6">
            <AdminMenuSheet
              entries={nav}
              account={
                <div className="grid gap-2">
                  {name}
                  {accountSlot}
                </div>
              }
            />
            <p className="text-lg font-black tracking-tight text-brand-700">{area.name}</p>
            <div className="ml-auto flex items-center gap-3 max-md:hidden">
              {name}
              {accountSlot}
            </div>
          </div>
          <div className="flex">
            <div className="w-60 shrink-0 border-r border-gray-300 bg-white p-4 max-md:hidden">
              <AdminNav entries={nav} />
            </div>
            <div className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">{children}</div>
          </div>
        </div>
      </div>
    </UnsavedChangesGuard>
  )
}
