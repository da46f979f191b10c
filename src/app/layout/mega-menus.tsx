import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { ChevronDown } from 'lucide-react'
import { useLayoutEffect } from 'react'
import { Link } from 'react-router-dom'
import {
  adminLink,
  institutionalLinks,
  networkColumns,
  resourceLinks,
  type NavLink,
} from '@/config/paths'
import { announceLive } from '@/lib/early-taps'
import { ExternalMenuLink, externalLinks } from './external-links'
import { institutionalMenu, megaMenusLabel, networkMenu, resourcesMenu } from './messages'

const triggerClass =
  'group inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-2 text-sm font-medium text-white/90 hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300'
const panelClass =
  'absolute left-0 top-full z-50 mt-2 rounded-2xl border border-white/10 bg-ink-900 p-5 text-white shadow-2xl'

function MenuLink({ link }: { link: NavLink }) {
  return (
    <NavigationMenu.Link asChild>
      <Link
        to={link.href}
        className="block rounded-xl p-3 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-brand-300"
      >
        <span className="block font-semibold">{link.label}</span>
        {link.description ? (
          <span className="block text-sm text-white/75">{link.description}</span>
        ) : null}
      </Link>
    </NavigationMenu.Link>
  )
}

/**
 * The two desktop mega-menus, "Institucional" and "Redes & Projetos". Shown from 1360 px; their code
 * (Radix NavigationMenu) loads only on such screens (see header.tsx).
 */
export function MegaMenus() {
  // A trigger tapped while this code loaded opens its menu now (scripts/early-taps.js).
  useLayoutEffect(() => announceLive('menus-institucionais'), [])
  return (
    <NavigationMenu.Root delayDuration={100} aria-label={megaMenusLabel} className="relative">
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item className="relative">
          <NavigationMenu.Trigger className={triggerClass}>
            {institutionalMenu}
            <ChevronDown
              aria-hidden="true"
              className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={`${panelClass} w-[36rem]`}>
            <ul className="grid grid-cols-2 gap-1">
              {institutionalLinks.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} />
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item className="relative">
          <NavigationMenu.Trigger className={triggerClass}>
            {networkMenu}
            <ChevronDown
              aria-hidden="true"
              className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={`${panelClass} w-[48rem] -translate-x-1/3`}>
            <div className="grid grid-cols-3 gap-4">
              {networkColumns.map((column) => (
                <section key={column.title} aria-labelledby={`mega-${column.title}`}>
                  <h2
                    id={`mega-${column.title}`}
                    className="px-3 pb-1 text-xs font-bold uppercase tracking-wider text-accent-300"
                  >
                    {column.title}
                  </h2>
                  <ul>
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <MenuLink link={link} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              <section aria-labelledby="mega-recursos">
                <h2
                  id="mega-recursos"
                  className="px-3 pb-1 text-xs font-bold uppercase tracking-wider text-accent-300"
                >
                  {resourcesMenu}
                </h2>
                <ul>
                  {[...resourceLinks, adminLink].map((link) => (
                    <li key={link.href}>
                      <MenuLink link={link} />
                    </li>
                  ))}
                  {externalLinks.map((l) => (
                    <li key={l.href}>
                      <NavigationMenu.Link asChild>
                        <ExternalMenuLink href={l.href} label={l.label} />
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
