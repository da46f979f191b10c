import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { setHydrating } from '@/lib/hydration'
import { App } from './app/app'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// Pre-rendered pages (scripts/prerender.mjs) carry their HTML and the path it was rendered for.
// Hydrate them; any other path gets the empty shell and renders from scratch.
const prerenderedPath = root.dataset.prerendered
const path = window.location.pathname.replace(/\/+$/, '') || '/'
if (prerenderedPath !== undefined && prerenderedPath === path && root.firstElementChild) {
  setHydrating(true)
  hydrateRoot(root, app, {
    onRecoverableError(error) {
      // A mismatch between the pre-rendered HTML and the first render in the browser: React
      // recovers by rendering on the client, which the visitor sees as a jump. Report it.
      console.error('Hydration error:', error)
    },
  })
} else {
  root.replaceChildren()
  createRoot(root).render(app)
}
