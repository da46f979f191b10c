import type { ReactNode } from 'react'
import { layoutMessages as t } from '../../messages'
import { AdminFooter, AdminHeader } from './admin-header'

export const ADMIN_MAIN_ID = 'conteudo-admin'

export function SkipLink() {
  return (
    <a
      href={`#${ADMIN_MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-brand-700 focus:px-4 focus:py-2 focus:font-bold focus:text-white"
    >
      {t.skipLink}
    </a>
  )
}

/**
 * The simple light page around the password gate: the movement's name and the way back to the
 * site, nothing of the area yet.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-100 text-gray-900">
      <SkipLink />
      <AdminHeader />
      <main
        id={ADMIN_MAIN_ID}
        tabIndex={-1}
        data-background="light-grey"
        className="flex-1 focus:outline-none"
      >
        {children}
      </main>
      <AdminFooter />
    </div>
  )
}
