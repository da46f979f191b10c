import * as DialogPrimitive from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { layoutMessages as t } from '../../messages'
import { useStaffArea } from '../../area'
import { AdminNav } from './admin-nav'
import { BackToSiteLink } from './admin-header'
import type { AdminNavEntry } from './nav-items'

/**
 * The navigation on phones: a "Menu" button that opens a sheet from the left (a modal dialog:
 * focus stays inside, Escape closes, and choosing a link closes it).
 */
export function AdminMenuSheet({
  entries,
  account,
}: {
  entries: readonly AdminNavEntry[]
  account?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const area = useStaffArea()
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger className="inline-flex h-11 items-center gap-2 rounded-full border border-gray-400 px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:hidden">
        <Menu aria-hidden="true" className="h-5 w-5" />
        {t.menu}
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100%-3rem))] flex-col overflow-y-auto bg-white p-4 text-gray-900 shadow-2xl focus:outline-none"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <DialogPrimitive.Title className="text-lg font-bold">
              {area.menuTitle}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t.closeMenu}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          {account ? <div className="mb-2 px-3 text-sm text-gray-700">{account}</div> : null}
          <AdminNav entries={entries} onNavigate={() => setOpen(false)} />
          <div className="mt-6 border-t border-gray-200 px-3 pt-4">
            <BackToSiteLink />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
