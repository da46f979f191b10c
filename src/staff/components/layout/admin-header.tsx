import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { organization } from '@/config/organization'
import { layoutMessages as t } from '../../messages'
import { useStaffArea } from '../../area'
import { adminPaths } from '../../paths'

const adminLinkClass =
  'rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

export function BackToSiteLink({ className }: { className?: string }) {
  return (
    <Link
      to={adminPaths.site}
      className={`inline-flex min-h-11 items-center gap-1.5 text-sm ${adminLinkClass} ${className ?? ''}`}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t.backToSite}
    </Link>
  )
}

/** A staff area's top bar: the movement's name, optional menu button and account, the way back. */
export function AdminHeader({ menu, account }: { menu?: ReactNode; account?: ReactNode }) {
  // With a menu (phones), the way back is inside it; the bar keeps the button and the name.
  const area = useStaffArea()
  return (
    <header className="sticky top-0 z-30 border-b border-gray-300 bg-white">
      <div className="flex min-h-16 items-center gap-3 px-4 md:px-6">
        {menu}
        <Link
          to={area.root}
          className="flex items-baseline gap-2 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span className="text-xl font-black tracking-tight text-brand-700">
            {organization.shortName}
          </span>
          <span className="text-sm font-semibold text-gray-700">{area.name}</span>
        </Link>
        <div className="ml-auto flex items-center gap-4">
          {account}
          <BackToSiteLink className={menu ? 'max-md:hidden' : undefined} />
        </div>
      </div>
    </header>
  )
}

export function AdminFooter() {
  const area = useStaffArea()
  return (
    <footer className="border-t border-gray-300 bg-white px-4 py-4 text-sm text-gray-700 md:px-6">
      {area.footer}
    </footer>
  )
}
