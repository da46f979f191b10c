// Renders one public page to HTML at build time (scripts/build-site.mjs). Never shipped to
// browsers: the client entry is main.tsx, which hydrates this HTML.
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { StrictMode, type ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { AppProvider } from './app/provider'
import { prefetchForPrerender, readDeclaredQueries } from './app/prerender-data'
import { AppRoutes, prerenderPaths } from './app/router'
import { Seo, type SeoProps } from './components/ui/seo'
import { metaFor } from './config/paths'
import { createQueryClient } from './lib/query-client'
import { homePath } from '@/config/paths'

export { prerenderPaths }
export { NOT_FOUND_RENDER_PATH, staticHostRedirects } from './app/static-host'
export { readSiteIndex, siteFiles } from './app/site-files'
export { PLACEHOLDER_SITE_ORIGIN, siteUrl } from './config/env'

/** The head tags of the shell for addresses without a page of their own: the site's. */
export const siteHomeHead: SeoProps = metaFor(homePath)

/** Plain JSON data: objects, arrays, strings, numbers, booleans and null only. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function'
  const proto = Object.getPrototypeOf(value) as unknown
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return false
  return Object.values(value).every(isPlainData)
}

async function toHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    // Never outline a boundary (fallback now, content and an inline script later): the page is
    // written whole, with no script of React's in the HTML.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error instanceof Error ? error : new Error(String(error))
    },
  })
  let out = ''
  for await (const chunk of prelude) out += typeof chunk === 'string' ? chunk : chunk.toString()
  return out
}

/**
 * The head tags of an item page (title, description, canonical, Open Graph...), rendered by the
 * same `Seo` component and the same head function the page uses, for the crawler pages the build
 * writes (src/app/site-files.ts).
 */
export async function renderHead(path: string, props: SeoProps): Promise<string> {
  return toHtml(
    <StaticRouter location={path}>
      <Seo {...props} />
    </StaticRouter>,
  )
}

/**
 * The page's HTML, the head tags (title, meta, link) that React hoists out of it, and the rows it
 * was rendered with (null when none), for the browser's query cache.
 */
export async function render(
  path: string,
): Promise<{ head: string; html: string; data: DehydratedState | null }> {
  const queryClient = createQueryClient()
  await prefetchForPrerender(path, queryClient)
  const page = () =>
    toHtml(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
    )
  // The home page's sections keep their placeholders (their code waits for the visitor, and its
  // HTML is within its budget); every other page carries the rows of its main content.
  if (path !== homePath) await readDeclaredQueries(queryClient, page)
  // Only rows that survive JSON (a Map of stock levels would arrive as an empty object).
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' && isPlainData(q.state.data),
  })
  const data = state.queries.length > 0 ? state : null
  const out = await page()
  queryClient.clear()
  // React writes the hoisted head elements first, before the page's own markup.
  const head = /^(?:<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(out)?.[0] ?? ''
  return { head, html: out.slice(head.length), data }
}
