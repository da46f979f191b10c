import { ChevronDown, Menu, Search, ShoppingCart, X } from 'lucide-react'
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router-dom'
import { deferredIsland } from '@/components/ui/deferred-island'
import { MovLogo } from '@/components/ui/mov-logo'
import { cn } from '@/lib/cn'
import { announceLive, menuOpenInPage } from '@/lib/early-taps'
import { whenMediaMatches } from '@/lib/when-engaged'
import {
  homePath,
  adminLink,
  donateLink,
  joinLink,
  mainLinks,
  newsListPath,
  programsPath,
  searchLink,
} from '@/config/paths'
import { useCart } from '@/features/cart/cart-context'
import {
  cartItem,
  cartItems,
  checkoutPendingSuffix,
  closeMenuLabel,
  homeLogoTitle,
  institutionalMenu,
  mainNavLabel,
  networkMenu,
  newsNavLabel,
  openCartLabel,
  openMenuLabel,
  programsNavLabel,
} from './messages'
import { MobileMenu } from './mobile-menu'

/** A 44x44 round icon button: the phone's minimum tap target. */
const iconButtonClass =
  'relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-full px-1.5 py-2 text-sm 2xl:px-2 font-medium text-white/90 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-300',
    isActive && 'text-white underline decoration-accent-400 decoration-2 underline-offset-8',
  )

/** The width from which the full navigation (and the mega-menus) replaces the menu button. */
const WIDE = '(min-width: 1360px)'

const MENU_ID = 'mobile-menu'

/** The mega-menus' triggers while their code loads (a page that was not pre-rendered). */
function MegaMenusPlaceholder() {
  return (
    <div className="flex items-center gap-1" aria-hidden="true">
      {[institutionalMenu, networkMenu].map((label) => (
        <span
          key={label}
          className="inline-flex items-center gap-1 whitespace-nowrap px-2 py-2 text-sm font-medium text-white/90"
        >
          {label}
          <ChevronDown className="h-4 w-4" />
        </span>
      ))}
    </div>
  )
}

// Phones and tablets never show the mega-menus: their code waits for a screen that does.
const MegaMenus = deferredIsland(
  () => import('./mega-menus').then((m) => m.MegaMenus),
  <MegaMenusPlaceholder />,
  { when: () => whenMediaMatches(WIDE), always: true },
)

export function CartButton() {
  const { totalQuantity, setOpen, pendingCheckout } = useCart()
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      aria-label={
        (totalQuantity > 0
          ? `${openCartLabel}, ${totalQuantity} ${totalQuantity === 1 ? cartItem : cartItems}`
          : openCartLabel) + (pendingCheckout ? checkoutPendingSuffix : '')
      }
      className={iconButtonClass}
    >
      <ShoppingCart aria-hidden="true" className="h-6 w-6" />
      {totalQuantity > 0 ? (
        <span
          data-testid="cart-badge"
          aria-hidden="true"
          className="absolute right-0 top-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs font-bold text-ink-950"
        >
          {totalQuantity}
        </span>
      ) : null}
    </button>
  )
}

export function Header({ accountSlot }: { accountSlot?: ReactNode }) {
  // A pre-rendered page's menu may have been opened before the app ran (scripts/early-taps.js):
  // the header takes it over as it is, and from then on the boot module leaves its taps alone.
  const [mobileOpen, setMobileOpen] = useState(() => menuOpenInPage(MENU_ID))
  useLayoutEffect(() => {
    // (A tap between this render and its commit: the page, changed outside React, is the truth.)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMobileOpen(menuOpenInPage(MENU_ID))
    announceLive('header')
  }, [])
  const { pathname } = useLocation()
  // Close the mobile menu whenever the route changes.
  const [lastPath, setLastPath] = useState(pathname)
  if (lastPath !== pathname) {
    setLastPath(pathname)
    setMobileOpen(false)
  }
  useEffect(() => {
    if (!mobileOpen) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMobileOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [mobileOpen])

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-950/95 backdrop-blur supports-[backdrop-filter]:bg-ink-950/80">
      <div className="mx-auto flex h-16 max-w-[88rem] items-center gap-1 px-3 sm:gap-2 sm:px-4 2xl:max-w-[96rem]">
        <Link
          to={homePath}
          className="flex shrink-0 items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-300"
        >
          <MovLogo title={homeLogoTitle} width={40} height={40} className="h-10 w-10" />
        </Link>
        <Link
          to={homePath}
          className="rounded-full px-1 py-1 text-xl font-black tracking-tight focus-visible:outline-2 focus-visible:outline-brand-300 max-[359.98px]:hidden sm:px-2"
        >
          MOV
        </Link>

        <nav
          aria-label={mainNavLabel}
          className="ml-1 hidden flex-1 items-center gap-0.5 min-[1360px]:flex 2xl:ml-2"
        >
          <RouterNavLink to={programsPath} className={linkClass}>
            {programsNavLabel}
          </RouterNavLink>
          <RouterNavLink to={newsListPath} className={linkClass}>
            {newsNavLabel}
          </RouterNavLink>
          <MegaMenus id="menus-institucionais" />
          {mainLinks.slice(2).map((l) => (
            <RouterNavLink key={l.href} to={l.href} className={linkClass}>
              {l.label}
            </RouterNavLink>
          ))}
          <RouterNavLink to={adminLink.href} className={linkClass}>
            {adminLink.label}
          </RouterNavLink>
        </nav>

        <div className="ml-auto flex items-center sm:gap-1">
          <Link
            to={donateLink.href}
            className="mr-1 inline-flex h-11 min-w-11 items-center justify-center rounded-full px-2.5 text-sm sm:px-3 font-bold text-white ring-1 ring-inset ring-accent-400/70 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
          >
            {donateLink.label}
          </Link>
          <Link
            to={joinLink.href}
            className="mr-1 hidden h-11 items-center rounded-full bg-accent-400 px-4 text-sm font-bold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300 sm:inline-flex"
          >
            {joinLink.label}
          </Link>
          <Link to={searchLink.href} aria-label={searchLink.label} className={iconButtonClass}>
            <Search aria-hidden="true" className="h-6 w-6" />
          </Link>
          {accountSlot}
          <CartButton />
          <button
            type="button"
            className={cn(iconButtonClass, 'group min-[1360px]:hidden')}
            aria-expanded={mobileOpen}
            aria-controls={MENU_ID}
            aria-label={mobileOpen ? closeMenuLabel : openMenuLabel}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {/* Both icons, shown by aria-expanded: the boot module opens the menu by that attribute. */}
            <Menu aria-hidden="true" className="h-6 w-6 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden h-6 w-6 group-aria-expanded:block" />
          </button>
        </div>
      </div>
      <MobileMenu id={MENU_ID} open={mobileOpen} onNavigate={() => setMobileOpen(false)} />
    </header>
  )
}
