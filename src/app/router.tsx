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
    path: '/institucional/institutos',
    Page: page(() => import('./routes/institucional/institutos')),
  },
  {
    path: '/institucional/representacoes',
    Page: page(() => import('./routes/institucional/representacoes')),
  },
  {
    path: '/institucional/parceiros',
    Page: page(() => import('./routes/institucional/parceiros')),
  },
  {
    path: '/institucional/guias-documentos',
    Page: page(() => import('./routes/institucional/guias-documentos')),
  },
  { path: '/institutos/:id', Page: page(() => import('./routes/institutos/detail')) },
  {
    path: '/redes-e-projetos/trilhas-formativas',
    Page: page(() => import('./routes/redes-e-projetos/trilhas-formativas')),
  },
  {
    path: '/redes-e-projetos/pesquisas',
    Page: page(() => import('./routes/redes-e-projetos/pesquisas')),
  },
  { path: '/pesquisas/:id', Page: page(() => import('./routes/pesquisas/detail')) },
  { path: '/trilhas/:id', Page: page(() => import('./routes/trilhas/detail')) },
  {
    path: '/trilhas/:trilhaId/modulo/:moduloId',
    Page: page(() => import('./routes/trilhas/module')),
  },
  { path: '/programas', Page: page(() => import('./routes/programas/list')) },
  { path: '/programas/:id', Page: page(() => import('./routes/programas/detail')) },
  { path: '/noticias', Page: page(() => import('./routes/noticias/list')) },
  { path: '/noticias/:id', Page: page(() => import('./routes/noticias/detail')) },
  { path: '/autores/:id', Page: page(() => import('./routes/autores/detail')) },
  { path: '/junte-se-a-nos', Page: page(() => import('./routes/junte-se-a-nos')) },
  { path: '/doar', Page: page(() => import('./routes/doar')) },
  { path: '/login', Page: page(() => import('./routes/auth/login')) },
  { path: '/register', Page: page(() => import('./routes/auth/register')) },
  { path: '/recuperar-senha', Page: page(() => import('./routes/auth/recuperar-senha')) },
  { path: '/redefinir-senha', Page: page(() => import('./routes/auth/redefinir-senha')) },
  // The account's own pages (src/config/account-paths.ts): one pattern, not pre-rendered.
  { path: '/conta/*', Page: page(() => import('./routes/conta/index')) },
  { path: '/mov-plus', Page: page(() => import('./routes/mov-plus/index')) },
  { path: '/mov-plus/admin/*', Page: page(() => import('./routes/mov-plus/admin')) },
  { path: '/store', Page: page(() => import('./routes/store/list')) },
  { path: '/product/:id', Page: page(() => import('./routes/store/product')) },
  { path: '/success', Page: page(() => import('./routes/store/success')) },
  { path: '/portal-pdc', Page: page(() => import('./routes/portal-pdc')) },
  { path: '/manifestos', Page: page(() => import('./routes/manifestos')) },
  { path: '/busca', Page: page(() => import('./routes/busca')) },
  { path: '/privacidade', Page: page(() => import('./routes/privacidade')) },
  { path: '/acessibilidade', Page: page(() => import('./routes/acessibilidade')) },
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
    '/login',
    '/register',
    '/recuperar-senha',
    '/redefinir-senha',
    '/mov-plus',
    '/success',
    '/busca',
  ])
  return [
    '/',
    ...contentRoutePaths,
    ...routeTable
      .map((r) => r.path)
      .filter((path) => !path.includes(':') && !path.includes('*') && !notPrerendered.has(path)),
  ]
}

/** The staff areas: their own full-page layout (no public header, footer or cart), their own routes. */
export const adminRoutePath = '/admin/*'
export const newsroomRoutePath = '/escritor/*'
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
