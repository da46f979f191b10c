import { useId } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { useStaffArea } from '../../area'
import { currentFor, type AdminNavEntry, type AdminNavLink } from './nav-items'

function NavItem({ link, onNavigate }: { link: AdminNavLink; onNavigate?: () => void }) {
  const { pathname } = useLocation()
  const { root } = useStaffArea()
  const current = currentFor(link.href, pathname, root)
  return (
    <li>
      <Link
        to={link.href}
        aria-current={current}
        onClick={onNavigate}
        className={cn(
          'flex min-h-11 items-center rounded-lg px-3 py-2 text-sm md:min-h-7 md:py-0.5 font-medium text-gray-800 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600',
          current && 'bg-brand-100 font-semibold text-brand-800 hover:bg-brand-100',
        )}
      >
        {link.label}
      </Link>
    </li>
  )
}

function NavGroup({
  title,
  links,
  onNavigate,
}: {
  title: string
  links: AdminNavLink[]
  onNavigate?: () => void
}) {
  const id = useId()
  return (
    <li className="mt-4 md:mt-2">
      <p id={id} className="px-3 pb-1 text-xs font-bold uppercase tracking-wider text-gray-600">
        {title}
      </p>
      <ul aria-labelledby={id} className="grid gap-0.5 md:gap-0">
        {links.map((link) => (
          <NavItem key={link.href} link={link} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  )
}

/** A staff area's navigation list (the side bar on wide screens, the sheet on phones). */
export function AdminNav({
  entries,
  onNavigate,
}: {
  entries: readonly AdminNavEntry[]
  onNavigate?: () => void
}) {
  const area = useStaffArea()
  return (
    <nav aria-label={area.navLabel}>
      <ul className="grid gap-1">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <NavItem key={entry.link.href} link={entry.link} onNavigate={onNavigate} />
          ) : (
            <NavGroup
              key={entry.title}
              title={entry.title}
              links={entry.links}
              onNavigate={onNavigate}
            />
          ),
        )}
      </ul>
    </nav>
  )
}
