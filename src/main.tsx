import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { isProductionBuild } from '@/config/env'
import { reloadOnce } from '@/lib/chunk-reload'
import { setHydrating } from '@/lib/hydration'
import { replaceStaticHead } from '@/lib/static-head'
import { whenEngaged } from '@/lib/when-engaged'
import { createQueryClient } from '@/lib/query-client'
import { App } from './app/app'
import './index.css'

/** The element of a pre-rendered page that holds its rows (written by scripts/build-site.mjs). */
const PRERENDER_DATA_ID = 'dados-pre-renderizados'

// A file of an older deploy that is gone (Vite's preload of a lazily loaded chunk): reload once.
window.addEventListener('vite:preloadError', () => reloadOnce())

// The service worker (installable site, pages readable offline) registers after the visitor's
// first interaction, never as part of the first load (src/app/pwa.ts).
if (isProductionBuild)
  void whenEngaged(null)
    .then(() => import('./app/pwa'))
    .then((pwa) => pwa.startServiceWorker())
    .catch(() => {})

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

/** Whether the address has a query that a page reads (filters, pages, search): campaign tags do not. */
function hasPageQuery(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some(
    (key) => !/^(utm_[a-z]+|fbclid|gclid|igshid)$/.test(key),
  )
}

/** Seeds the query cache with the page's rows and hands the page to React. */
function start(root: HTMLElement, prerendered: boolean) {
  // The rows a pre-rendered page was rendered with (scripts/build-site.mjs) seed the query cache, so
  // that the first render matches the HTML; they are refetched at once, being stale.
  const queryClient = createQueryClient()
  const snapshot = document.getElementById(PRERENDER_DATA_ID)
  if (snapshot?.textContent) {
    try {
      hydrate(queryClient, JSON.parse(snapshot.textContent) as DehydratedState)
      // However recent the build, its rows are read again once their page's code runs (a build
      // less than a minute old would otherwise count as fresh).
      void queryClient.invalidateQueries({ refetchType: 'none' })
    } catch (error) {
      console.warn('Ignoring the pre-rendered data:', error)
    }
  }

  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  )

  if (prerendered) {
    setHydrating(true)
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page; the HTML is already on screen meanwhile.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error) {
          // A mismatch between the pre-rendered HTML and the first render in the browser: React
          // recovers by rendering on the client, which the visitor sees as a jump. Report it.
          console.error('Hydration error:', error)
        },
      })
    })
  } else {
    // React replaces what the container holds (the shell, or HTML rendered for another address)
    // when it commits its first render; the head tags written for crawlers give way to the page's.
    replaceStaticHead()
    createRoot(root).render(app)
  }
}

// Pre-rendered pages (scripts/build-site.mjs) carry their HTML and the path it was rendered for:
// React hydrates them. Any other path gets the empty shell and renders from scratch, and so does
// an address with a query (?pagina=2, ?busca=...): the HTML was rendered without it, and the page
// renders in the browser, replacing the HTML when it is ready, instead of a mismatched hydration.
const prerendered =
  root.dataset.prerendered !== undefined &&
  root.dataset.prerendered === (window.location.pathname.replace(/\/+$/, '') || '/') &&
  !hasPageQuery(window.location.search) &&
  root.firstElementChild !== null
// On a pre-rendered page (on screen already), React starts in a task of its own: evaluating the
// code and starting React in one task held a phone's main thread for 120-160 ms at 4x slowdown,
// which Lighthouse counts as blocking time; two shorter tasks let a tap in between.
// The timer is set from a microtask, after the module's own code: a profiler that records the stack
// of every timer (Lighthouse's does) would otherwise read the whole entry file again to place the
// module's top level in it, a task of ~100 ms on a slowed phone that a visitor never runs.
if (prerendered) queueMicrotask(() => setTimeout(() => start(root, true), 0))
else start(root, false)
