import { Link } from 'react-router-dom'
import {
  homePath,
  adminLink,
  donateLink,
  institutionalLinks,
  joinLink,
  mainLinks,
  networkColumns,
  resourceLinks,
  type NavLink,
} from '@/config/paths'
import { ExternalMenuLink, externalLinks } from './external-links'
import {
  institutionalMenu,
  mobileMenuLabel,
  navigationGroup,
  networkMenu,
  resourcesMenu,
} from './messages'

function Group({ title, links }: { title: string; links: NavLink[] }) {
  const id = `mobile-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        className="px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wider text-accent-300"
      >
        {title}
      </h2>
      <ul>
        {links.map((l) => (
          <li key={`${title}-${l.href}`}>
            <Link
              to={l.href}
              className="block rounded-xl px-3 py-2.5 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-brand-300"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The header's links for small screens, shown below the header bar when the menu button is pressed. */
export function MobileMenu({
  id,
  open,
  onNavigate,
}: {
  id: string
  open: boolean
  onNavigate: () => void
}) {
  return (
    // Close as soon as a link is chosen (click or Enter), before the next page has loaded.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <nav
      id={id}
      aria-label={mobileMenuLabel}
      hidden={!open}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) onNavigate()
      }}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-ink-950 px-4 pb-6 min-[1360px]:hidden"
    >
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Link
          to={joinLink.href}
          className="flex min-h-11 items-center justify-center rounded-full bg-accent-400 px-4 py-3 font-bold text-ink-950 hover:bg-accent-300"
        >
          {joinLink.label}
        </Link>
        <Link
          to={donateLink.href}
          className="flex min-h-11 items-center justify-center rounded-full px-4 py-3 font-bold text-white ring-1 ring-inset ring-accent-400/70 hover:bg-white/10"
        >
          {donateLink.label}
        </Link>
      </div>
      <Group
        title={navigationGroup}
        links={[{ href: homePath, label: 'MOV' }, ...mainLinks, adminLink]}
      />
      <Group title={institutionalMenu} links={institutionalLinks} />
      {networkColumns.map((c) => (
        <Group key={c.title} title={`${networkMenu} — ${c.title}`} links={c.links} />
      ))}
      <Group title={resourcesMenu} links={[...resourceLinks, adminLink]} />
      <ul className="mt-2">
        {externalLinks.map((l) => (
          <li key={l.href}>
            <ExternalMenuLink href={l.href} label={l.label} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
