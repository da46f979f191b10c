// The last step of the build (scripts/build-site.mjs): the offline page, then the service worker,
// whose precache list needs the pre-rendered pages to exist. The worker is built by
// vite-plugin-pwa (its API, on the plugin in the resolved Vite config: vite/pwa.ts holds the
// options). See docs/decisions/offline-and-install.md.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { resolveConfig } from 'vite'

const ENTRY = /\s*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/
const MODULEPRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g
const TITLE = /<title\b[^>]*>[^<]*<\/title>/
const DESCRIPTION = /\s*<meta\b[^>]*\bname="description"[^>]*>/

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** The shell (dist/spa.html) with the offline page in it and no script. */
export function offlineHtml(template, { title, html }) {
  if (/<script\b/.test(html)) throw new Error('offline page: script in the page')
  if (!template.includes('<div id="root"></div>')) throw new Error('offline page: no empty #root')
  const page = template
    .replace(ENTRY, '')
    .replace(MODULEPRELOAD, '')
    .replace(DESCRIPTION, '')
    // A page for the service worker, not for search engines.
    .replace(
      TITLE,
      () => `<title>${escapeHtml(title)} | MOV</title>\n    <meta name="robots" content="noindex">`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
  if (/<script\b/.test(page)) throw new Error('offline page: the shell still has a script')
  return page
}

/** Writes dist/offline.html from src/app/offline/offline-page.tsx. */
export async function writeOfflinePage(root, dist) {
  const { tsImport } = await import('tsx/esm/api')
  const { renderToStaticMarkup } = await import('react-dom/server')
  const { createElement } = await import('react')
  const { OfflinePage } = await tsImport('../src/app/offline/offline-page.tsx', import.meta.url)
  const { offlineMessages } = await tsImport('../src/app/offline/messages.ts', import.meta.url)
  const template = readFileSync(join(dist, 'spa.html'), 'utf8')
  const html = renderToStaticMarkup(createElement(OfflinePage))
  writeFileSync(
    join(dist, 'offline.html'),
    offlineHtml(template, { title: offlineMessages.title, html }),
  )
}

/** Builds dist/sw.js with the precache list of the finished dist/. */
export async function buildServiceWorker({ root, mode, logLevel }) {
  const config = await resolveConfig({ root, mode, logLevel }, 'build', mode, 'production')
  const plugin = config.plugins.find((p) => p.name === 'vite-plugin-pwa')
  if (!plugin?.api?.generateSW) throw new Error('vite-plugin-pwa is not in vite.config.ts')
  await plugin.api.generateSW()
}

/** The offline page and the service worker, once every page of dist/ is written. */
export async function writeOfflineSupport({ root, dist, mode, logLevel, log = console.log }) {
  const started = Date.now()
  await writeOfflinePage(root, dist)
  await buildServiceWorker({ root, mode, logLevel })
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8')
  const precached = /"url":"[^"]+"|url:"[^"]+"/g
  log(
    `wrote offline.html and sw.js (${(sw.length / 1024).toFixed(0)} kB, ${sw.match(precached)?.length ?? 0} files precached) in ${Date.now() - started} ms`,
  )
}
