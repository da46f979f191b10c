import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Routes } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { contentPagePath, contentPages } from '@/config/content-pages'
import { loadOrReload } from '@/lib/chunk-reload'
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

type PageModule = { Component: ComponentType }

/** A page loaded on demand; a chunk gone after a new deploy reloads the page once. */
function page(load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> {
  return lazy(loadOrReload(() => load().then((m) => ({ default: m.Component }))))
}

const NotFound = page(() => import('./routes/not-found'))
const ContentPage = lazy(
  loadOrReload(() =>
    import('./routes/paginas/content-page').then((m) => ({ default: m.ContentPage })),
  ),
)

/** Every other route of the specification's table, each module loaded on demand. */
export const routeTable: Array<{ path: string; Page: LazyExoticComponent<ComponentType> }> = [
  {
    path: institutesPath,
    Page: page(() => import('./routes/institucional/institutos')),
  },
  {
    path: representationsPath,
    Page: page(() => import('./routes/institucional/representacoes')),
  },
  {
    path: partnersPath,
    Page: page(() => import('./routes/institucional/parceiros')),
  },
  {
    path: documentsPath,
    Page: page(() => import('./routes/institucional/guias-documentos')),
  },
  { path: institutePath, Page: page(() => import('./routes/institutos/detail')) },
  {
    path: tracksPath,
    Page: page(() => import('./routes/redes-e-projetos/trilhas-formativas')),
  },
  {
    path: researchListPath,
    Page: page(() => import('./routes/redes-e-projetos/pesquisas')),
  },
  { path: researchPath, Page: page(() => import('./routes/pesquisas/detail')) },
  { path: trackPath, Page: page(() => import('./routes/trilhas/detail')) },
  {
    path: trackModulePath,
    Page: page(() => import('./routes/trilhas/module')),
  },
  { path: programsPath, Page: page(() => import('./routes/programas/list')) },
  { path: programPath, Page: page(() => import('./routes/programas/detail')) },
  { path: newsListPath, Page: page(() => import('./routes/noticias/list')) },
  { path: newsArticlePath, Page: page(() => import('./routes/noticias/detail')) },
  { path: authorPath, Page: page(() => import('./routes/autores/detail')) },
  { path: joinPath, Page: page(() => import('./routes/junte-se-a-nos')) },
  { path: donatePath, Page: page(() => import('./routes/doar')) },
  { path: loginPath, Page: page(() => import('./routes/auth/login')) },
  { path: registerPath, Page: page(() => import('./routes/auth/register')) },
  { path: forgotPasswordPath, Page: page(() => import('./routes/auth/recuperar-senha')) },
  { path: resetPasswordPath, Page: page(() => import('./routes/auth/redefinir-senha')) },
  // The account's own pages: one pattern, not pre-rendered.
  { path: `${accountPath}/*`, Page: page(() => import('./routes/conta/index')) },
  { path: movPlusPath, Page: page(() => import('./routes/mov-plus/index')) },
  { path: `${movPlusAdminPath}/*`, Page: page(() => import('./routes/mov-plus/admin')) },
  { path: storePath, Page: page(() => import('./routes/store/list')) },
  { path: productPath, Page: page(() => import('./routes/store/product')) },
  { path: checkoutReturnPath, Page: page(() => import('./routes/store/success')) },
  { path: portalPath, Page: page(() => import('./routes/portal-pdc')) },
  { path: manifestosPath, Page: page(() => import('./routes/manifestos')) },
  { path: searchPath, Page: page(() => import('./routes/busca')) },
  { path: privacyPath, Page: page(() => import('./routes/privacidade')) },
  { path: accessibilityPath, Page: page(() => import('./routes/acessibilidade')) },
]

// Pure calls: the browser's bundle never reads these lists (the build and the tests do), so they
// are left out of it instead of being computed on every first load.
export const contentRoutePaths = /* @__PURE__ */ contentPages.map(contentPagePath)

/**
 * The pages written to HTML at build time (scripts/prerender.mjs): every public page whose address
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
