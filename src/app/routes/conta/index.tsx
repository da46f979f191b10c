import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { Component as NotFound } from '../not-found'

// The page's code loads from here, so the route's own chunk (listed by the first load) stays small.
const SecurityPage = lazy(() =>
  import('./security-page').then((m) => ({ default: m.SecurityPage })),
)

/** /conta/*: the signed-in account's own pages (accountPath in src/config/paths.ts). */
export function Component() {
  return (
    <Routes>
      <Route
        path="seguranca"
        element={
          <Suspense fallback={<PageSpinner />}>
            <SecurityPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
