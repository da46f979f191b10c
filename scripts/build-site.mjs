// The production build: the client bundle (dist/), then the server bundle of src/entry-server.tsx
// (.ssr/, deleted after use), then every public page without parameters written to
// dist/<path>/index.html as pre-rendered HTML, plus dist/spa.html, the empty shell that serves
// every other address. Run by `npm run build`, `npm start`, `npm run bench` and the e2e setup.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
const ssrOut = join(root, '.ssr')

/** The HTML file a pre-rendered path is written to. */
export function htmlFileFor(path) {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`
}

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

const TITLE = /\s*<title>[^<]*<\/title>/
const DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/

/** The shell for addresses that are not pre-rendered: the pages write their own description. */
export function shellFrom(template) {
  return template.replace(DESCRIPTION, '')
}

/** The shell (index.html as Vite wrote it) with a page's head tags and HTML in it. */
export function fillTemplate(template, { path, head, html }) {
  if (/<script\b/.test(html)) throw new Error(`prerender ${path}: inline script in the page`)
  const withHead = template
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace('</head>', `  ${head}\n  </head>`)
  return withHead.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeAttr(path)}">${html}</div>`,
  )
}

export async function prerender({ log = console.log } = {}) {
  const template = readFileSync(join(dist, 'index.html'), 'utf8')
  if (!template.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty #root')
  // The shell stays for every address that is not pre-rendered (items, sign-in, MOV+, staff).
  writeFileSync(join(dist, 'spa.html'), shellFrom(template))
  const server = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)
  const started = Date.now()
  let bytes = 0
  for (const path of server.prerenderPaths) {
    const { head, html } = await server.render(path)
    if (!html.includes('id="conteudo"')) throw new Error(`prerender ${path}: no page content`)
    const page = fillTemplate(template, { path, head, html })
    const file = join(dist, htmlFileFor(path))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, page)
    bytes += page.length
  }
  log(
    `pre-rendered ${server.prerenderPaths.length} pages in ${Date.now() - started} ms (${(bytes / 1024).toFixed(0)} kB of HTML)`,
  )
}

export async function buildSite({ logLevel = 'warn', mode = 'production' } = {}) {
  await build({ root, logLevel, mode })
  await build({
    root,
    logLevel,
    mode,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  })
  try {
    await prerender()
  } finally {
    if (existsSync(ssrOut)) rmSync(ssrOut, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildSite().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
