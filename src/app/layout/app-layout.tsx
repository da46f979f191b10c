import { Suspense, lazy, useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { deferredIsland } from '@/components/ui/deferred-island'
import { PageSpinner, Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { onPrerenderedArrival } from '@/lib/hydration'
import { AccountArea } from '@/features/auth/components/account-area'
import { AccountConfirmedNotice } from '@/features/auth/components/account-confirmed-notice'
import { useCart } from '@/features/cart/cart-context'
import { useNavigationPending } from '../app-router'
import { backgroundClass, backgroundForPath } from './background'
import { FocusOnNavigation } from './focus-on-navigation'
import { Header } from './header'
import { skipToContent } from './messages'
import { RouteErrorBoundary } from './route-error-boundary'

// The drawer's code is fetched the first time the cart is opened.
const CartDrawer = lazy(() =>
  import('@/features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
)

function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname])
  return null
}

// The footer is below the first screen of every page: on a pre-rendered page its HTML (plain links)
// stays untouched until the visitor engages or it comes into view, and its code waits until then
// (it made room in the home page's JavaScript budget for the header's early taps).
const Footer = deferredIsland(() => import('./footer').then((m) => m.Footer), null)

/** Mounts the drawer on first open and keeps it mounted so it can animate closed. */
function LazyCartDrawer() {
  const { isOpen } = useCart()
  const [mounted, setMounted] = useState(false)
  if (isOpen && !mounted) setMounted(true)
  return mounted ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null
}

/**
 * Pages fade in when the visitor moves to them; a pre-rendered page, already on screen when the
 * code runs, does not (on the server, nor when the browser takes it over).
 */
function fadesIn(): boolean {
  return typeof document !== 'undefined' && !onPrerenderedArrival()
}

export function AppLayout() {
  const { pathname } = useLocation()
  const fadeIn = fadesIn()
  const background = backgroundForPath(pathname)
  const pending = useNavigationPending()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-accent-400 focus:px-4 focus:py-2 focus:font-bold focus:text-ink-950"
      >
        {skipToContent}
      </a>
      <ScrollToTop />
      <FocusOnNavigation mainId="conteudo" liveId="anuncio-de-pagina" />
      <AccountConfirmedNotice />
      <p id="anuncio-de-pagina" aria-live="polite" className="sr-only" />
      <Header accountSlot={<AccountArea />} />
      {pending ? <div className="navigation-progress" aria-hidden="true" /> : null}
      <main
        id="conteudo"
        tabIndex={-1}
        aria-busy={pending || undefined}
        data-background={background}
        className={cn('min-h-dvh flex-1 focus:outline-none', backgroundClass[background])}
      >
        {/* The specification's spinner while a page loads, small: the page stays on screen. */}
        {pending ? (
          <div className="navigation-pending fixed right-3 top-[4.75rem] z-50 rounded-full bg-ink-950/90 p-2 text-white">
            <Spinner />
          </div>
        ) : null}
        {/* One boundary for every page: navigations run in a transition, in which a boundary that
            shows a page keeps it on screen while the next page's code loads (the bar and the
            small spinner above say so). The full spinner shows only on a first load. The page's
            own element is keyed, so each new page mounts afresh and fades in. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageSpinner />}>
            <div key={pathname} className={fadeIn ? 'page-fade' : undefined}>
              <Outlet />
            </div>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer id="rodape" />
      <LazyCartDrawer />
    </div>
  )
}
