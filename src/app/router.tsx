import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Routes } from 'react-router-dom'
import { deferredIsland } from '@/components/ui/deferred-island'
import { PageSpinner } from '@/components/ui/spinner'
import { contentPagePath, contentPages } from '@/config/content-pages'
import { isServerRender } from '@/config/env'
import type { ContentPageSection } from '@/features/institutional/api/keys'
import { loadOrReload } from '@/lib/chunk-reload'
import { replaceStaticHead } from '@/lib/static-head'
import { whenEngaged } from '@/lib/when-engaged'
import { AppLayout } from './layout/app-layout'
import { RouteErrorBoundary } from './layout/route-error-boundary'
// The home page (its hero) ships with the entry: it is the most visited page and its first
// paint should not wait for a second round trip. Its sections load lazily from inside it.
import { Component as Home } from './routes/home'
import {
  accessibilityPath,
  accountPath,
  adminPath,
  authorPath,
  checkoutReturnPath,
  documentsPath,
  donatePath,
  forgotPasswordPath,
  homePath,
  institutePath,
  institutesPath,
  joinPath,
  loginPath,
  manifestosPath,
  movPlusAdminPath,
  movPlusPath,
  newsArticlePath,
  newsListPath,
  newsroomPath,
  partnersPath,
  portalPath,
  privacyPath,
  productPath,
  programPath,
  programsPath,
  registerPath,
  representationsPath,
  researchListPath,
  researchPath,
  resetPasswordPath,
  searchPath,
  storePath,
  trackModulePath,
  trackPath,
  tracksPath,
} from '@/config/paths'

/** A route module: its page, and what must be loaded before it renders over its HTML. */
type PageModule = { Component: ComponentType; preload?: () => Promise<unknown> }

/** A page loaded on demand; a chunk gone after a new deploy reloads the page once. */
function page(load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> {
  return lazy(loadOrReload(() => load().then((m) => ({ default: m.Component }))))
}

/** The element around a route's content (see `routePage`). */
const ROUTE_ISLAND_ID = 'pagina'

/** How a route's content waits: the visitor's first scroll, touch, click or key (not the content
 * coming into view: it is in view from the start). Elsewhere it suspends to the layout's boundary. */
const routeIsland = { when: () => whenEngaged(null), boundary: false }

/** A route's code, and what it needs before rendering over its HTML (the Markdown renderer). */
async function routeCode<M extends { preload?: () => Promise<unknown> }>(
  module: Promise<M>,
): Promise<M> {
  const m = await module
  await m.preload?.()
  // The route's own head tags are about to replace the ones the build wrote (when React has not
  // taken them over).
  if (!isServerRender) replaceStaticHead()
  return m
}

/**
 * A route's page as an island: on the pre-rendered page the visitor arrived on, its HTML stays
 * untouched until the visitor engages, and only then its code (and whatever it preloads, such as
 * the Markdown renderer) loads and React renders it in place from the snapshot's rows. Elsewhere
 * it loads at once. A chunk gone after a new deploy reloads the page once.
 */
function routePage(load: () => Promise<PageModule>): ComponentType {
  const Island = deferredIsland(
    loadOrReload(() => routeCode(load()).then((m) => m.Component)),
    null,
    routeIsland,
  )
  return function RoutePage() {
    return <Island id={ROUTE_ISLAND_ID} />
  }
}

const NotFound = page(() => import('./routes/not-found'))
const ContentPageIsland = deferredIsland(
  loadOrReload(() => routeCode(import('./routes/paginas/content-page')).then((m) => m.ContentPage)),
  null,
  routeIsland,
)
function ContentPage(props: { section: ContentPageSection; slug: string }) {
  return <ContentPageIsland id={ROUTE_ISLAND_ID} {...props} />
}

/** Every other route of the specification's table, each module loaded on demand. */
export const routeTable: Array<{ path: string; Page: ComponentType }> = [
  {
    path: institutesPath,
    Page: routePage(() => import('./routes/institucional/institutos')),
  },
  {
    path: representationsPath,
    Page: routePage(() => import('./routes/institucional/representacoes')),
  },
  {
    path: partnersPath,
    Page: routePage(() => import('./routes/institucional/parceiros')),
  },
  {
    path: documentsPath,
    Page: routePage(() => import('./routes/institucional/guias-documentos')),
  },
  { path: institutePath, Page: routePage(() => import('./routes/institutos/detail')) },
  {
    path: tracksPath,
    Page: routePage(() => import('./routes/redes-e-projetos/trilhas-formativas')),
  },
  {
    path: researchListPath,
    Page: routePage(() => import('./routes/redes-e-projetos/pesquisas')),
  },
  { path: researchPath, Page: routePage(() => import('./routes/pesquisas/detail')) },
  { path: trackPath, Page: routePage(() => import('./routes/trilhas/detail')) },
  {
    path: trackModulePath,
    Page: routePage(() => import('./routes/trilhas/module')),
  },
  { path: programsPath, Page: routePage(() => import('./routes/programas/list')) },
  { path: programPath, Page: routePage(() => import('./routes/programas/detail')) },
  { path: newsListPath, Page: routePage(() => import('./routes/noticias/list')) },
  { path: newsArticlePath, Page: routePage(() => import('./routes/noticias/detail')) },
  { path: authorPath, Page: routePage(() => import('./routes/autores/detail')) },
  { path: joinPath, Page: routePage(() => import('./routes/junte-se-a-nos')) },
  { path: donatePath, Page: routePage(() => import('./routes/doar')) },
  { path: loginPath, Page: routePage(() => import('./routes/auth/login')) },
  { path: registerPath, Page: routePage(() => import('./routes/auth/register')) },
  { path: forgotPasswordPath, Page: routePage(() => import('./routes/auth/recuperar-senha')) },
  { path: resetPasswordPath, Page: routePage(() => import('./routes/auth/redefinir-senha')) },
  // The account's own pages: one pattern, not pre-rendered.
  { path: `${accountPath}/*`, Page: routePage(() => import('./routes/conta/index')) },
  { path: movPlusPath, Page: routePage(() => import('./routes/mov-plus/index')) },
  { path: `${movPlusAdminPath}/*`, Page: routePage(() => import('./routes/mov-plus/admin')) },
  { path: storePath, Page: routePage(() => import('./routes/store/list')) },
  { path: productPath, Page: routePage(() => import('./routes/store/product')) },
  { path: checkoutReturnPath, Page: routePage(() => import('./routes/store/success')) },
  { path: portalPath, Page: routePage(() => import('./routes/portal-pdc')) },
  { path: manifestosPath, Page: routePage(() => import('./routes/manifestos')) },
  { path: searchPath, Page: routePage(() => import('./routes/busca')) },
  { path: privacyPath, Page: routePage(() => import('./routes/privacidade')) },
  { path: accessibilityPath, Page: routePage(() => import('./routes/acessibilidade')) },
]

// Pure calls: the browser's bundle never reads these lists (the build and the tests do), so they
// are left out of it instead of being computed on every first load.
export const contentRoutePaths = /* @__PURE__ */ contentPages.map(contentPagePath)

/**
 * The pages written to HTML at build time (scripts/build-site.mjs): every public page whose address
 * has no parameter. Left out: sign-in, sign-up and password recovery (a form must never be usable
 * before its code has run, or the browser would submit it by itself), the pages that depend on who
 * is signed in (MOV+, its presidency, the account's pages under /conta/*), on a checkout (/success)
 * or on the address's query (/busca), and the staff areas.
 */
export const prerenderPaths: string[] = /* @__PURE__ */ listPrerenderPaths()

function listPrerenderPaths(): string[] {
  const notPrerendered = new Set([
    loginPath,
    registerPath,
    forgotPasswordPath,
    resetPasswordPath,
    movPlusPath,
    checkoutReturnPath,
    searchPath,
  ])
  return [
    homePath,
    ...contentRoutePaths,
    ...routeTable
      .map((r) => r.path)
      .filter((path) => !path.includes(':') && !path.includes('*') && !notPrerendered.has(path)),
  ]
}

/** The staff areas: their own full-page layout (no public header, footer or cart), their own routes. */
export const adminRoutePath = `${adminPath}/*`
export const newsroomRoutePath = `${newsroomPath}/*`
const Admin = page(() => import('./routes/admin'))
const Newsroom = page(() => import('./routes/escritor'))

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={adminRoutePath}
        element={
          <RouteErrorBoundary>
            <Suspense fallback={<PageSpinner />}>
              <Admin />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
      <Route
        path={newsroomRoutePath}
        element={
          <RouteErrorBoundary>
            <Suspense fallback={<PageSpinner />}>
              <Newsroom />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
      <Route element={<AppLayout />}>
        <Route index element={<Home />} />
        {contentPages.map(({ section, slug }) => (
          <Route
            key={`${section}/${slug}`}
            path={contentPagePath({ section, slug })}
            element={<ContentPage section={section} slug={slug} />}
          />
        ))}
        {routeTable.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}
