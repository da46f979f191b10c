import { ChevronDown, Menu, Search, ShoppingCart, X } from 'lucide-react'
import { useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { deferredIsland } from '@/components/ui/deferred-island'
import { MovLogo } from '@/components/ui/mov-logo'
import { cn } from '@/lib/cn'
import { announceLive, menuOpenInPage } from '@/lib/early-taps'
import { useLinkClicks } from '@/lib/link-clicks'
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

const linkClass = (isActive: boolean) =>
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

/**
 * A link of the wide navigation, marked as the current section as react-router's `<NavLink>` marks
 * it (its address or one below it), as a plain anchor: the header's handler (`useLinkClicks`) sends
 * it through the router.
 */
function SectionLink({
  href,
  pathname,
  children,
}: {
  href: string
  pathname: string
  children: ReactNode
}) {
  const current = pathname === href || pathname.startsWith(`${href}/`)
  return (
    <a href={href} aria-current={current ? 'page' : undefined} className={linkClass(current)}>
      {children}
    </a>
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
  const closeMenu = useCallback(() => setMobileOpen(false), [])
  // The header's links are plain anchors (a `<Link>` each cost its hooks on every page's hydration);
  // one handler follows them inside the app.
  const followLink = useLinkClicks()
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
    // (A delegated handler for the links inside: Enter on a link fires the same click.)
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <header
      onClick={followLink}
      className="sticky top-0 z-40 border-b border-white/10 bg-ink-950/95 backdrop-blur supports-[backdrop-filter]:bg-ink-950/80"
    >
      <div className="mx-auto flex h-16 max-w-[88rem] items-center gap-1 px-3 sm:gap-2 sm:px-4 2xl:max-w-[96rem]">
        <a
          href={homePath}
          className="flex shrink-0 items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-300"
        >
          <MovLogo title={homeLogoTitle} width={40} height={40} className="h-10 w-10" />
        </a>
        <a
          href={homePath}
          className="rounded-full px-1 py-1 text-xl font-black tracking-tight focus-visible:outline-2 focus-visible:outline-brand-300 max-[359.98px]:hidden sm:px-2"
        >
          MOV
        </a>

        <nav
          aria-label={mainNavLabel}
          className="ml-1 hidden flex-1 items-center gap-0.5 min-[1360px]:flex 2xl:ml-2"
        >
          <SectionLink href={programsPath} pathname={pathname}>
            {programsNavLabel}
          </SectionLink>
          <SectionLink href={newsListPath} pathname={pathname}>
            {newsNavLabel}
          </SectionLink>
          <MegaMenus id="menus-institucionais" />
          {mainLinks.slice(2).map((l) => (
            <SectionLink key={l.href} href={l.href} pathname={pathname}>
              {l.label}
            </SectionLink>
          ))}
          <SectionLink href={adminLink.href} pathname={pathname}>
            {adminLink.label}
          </SectionLink>
        </nav>

        <div className="ml-auto flex items-center sm:gap-1">
          <a
            href={donateLink.href}
            className="mr-1 inline-flex h-11 min-w-11 items-center justify-center rounded-full px-2.5 text-sm sm:px-3 font-bold text-white ring-1 ring-inset ring-accent-400/70 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
          >
            {donateLink.label}
          </a>
          <a
            href={joinLink.href}
            className="mr-1 hidden h-11 items-center rounded-full bg-accent-400 px-4 text-sm font-bold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300 sm:inline-flex"
          >
            {joinLink.label}
          </a>
          <a href={searchLink.href} aria-label={searchLink.label} className={iconButtonClass}>
            <Search aria-hidden="true" className="h-6 w-6" />
          </a>
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
      <MobileMenu id={MENU_ID} open={mobileOpen} onNavigate={closeMenu} />
    </header>
  )
}
