import { Suspense, lazy, useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { onPrerenderedArrival } from '@/lib/hydration'
import { AccountArea } from '@/features/auth/components/account-area'
import { useCart } from '@/features/cart/cart-context'
import { backgroundClass, backgroundForPath } from './background'
import { FocusOnNavigation } from './focus-on-navigation'
import { Footer } from './footer'
import { Header } from './header'
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
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-accent-400 focus:px-4 focus:py-2 focus:font-bold focus:text-ink-950"
      >
        Pular para o conteúdo
      </a>
      <ScrollToTop />
      <FocusOnNavigation mainId="conteudo" liveId="anuncio-de-pagina" />
      <p id="anuncio-de-pagina" aria-live="polite" className="sr-only" />
      <Header accountSlot={<AccountArea />} />
      <main
        id="conteudo"
        tabIndex={-1}
        data-background={background}
        className={cn('min-h-dvh flex-1 focus:outline-none', backgroundClass[background])}
      >
        {/* A boundary per path: navigations run in a transition, and only a newly mounted
            boundary shows its fallback there, so the spinner appears while a page's code loads. */}
        <RouteErrorBoundary>
          <Suspense key={pathname} fallback={<PageSpinner />}>
            <div className={fadeIn ? 'page-fade' : undefined}>
              <Outlet />
            </div>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <LazyCartDrawer />
    </div>
  )
}
