// Renders one public page to HTML at build time (scripts/prerender.mjs). Never shipped to
// browsers: the client entry is main.tsx, which hydrates this HTML.
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { AppProvider } from './app/provider'
import { prefetchForPrerender } from './app/prerender-data'
import { AppRoutes, prerenderPaths } from './app/router'
import { createQueryClient } from './lib/query-client'

export { prerenderPaths }
export { NOT_FOUND_RENDER_PATH, staticHostRedirects } from './app/static-host'

/**
 * The page's HTML, the head tags (title, meta, link) that React hoists out of it, and the rows it
 * was rendered with (null when none), for the browser's query cache.
 */
export async function render(
  path: string,
): Promise<{ head: string; html: string; data: DehydratedState | null }> {
  const queryClient = createQueryClient()
  await prefetchForPrerender(path, queryClient)
  const state = dehydrate(queryClient)
  const data = state.queries.length > 0 ? state : null
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    {
      // Never outline a boundary (fallback now, content and an inline script later): the page is
      // written whole, with no script of React's in the HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error instanceof Error ? error : new Error(String(error))
      },
    },
  )
  let out = ''
  for await (const chunk of prelude) out += typeof chunk === 'string' ? chunk : chunk.toString()
  queryClient.clear()
  // React writes the hoisted head elements first, before the page's own markup.
  const head = /^(?:<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(out)?.[0] ?? ''
  return { head, html: out.slice(head.length), data }
}
