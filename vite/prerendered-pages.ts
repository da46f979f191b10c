// `vite preview` (and so `npm start` and the e2e runs) serves the build as a static host would:
// an address with a pre-rendered page gets dist/<path>/index.html; every other address follows
// dist/_redirects (written by the build from the route table, src/app/static-host.ts), as Netlify
// and Cloudflare Pages do: an alias gets its 301, an app route the empty shell dist/spa.html
// (Vite's own fallback would answer index.html, which is now the pre-rendered home page), and an
// address that is no route the not-found page dist/404.html with status 404; pages, scripts and styles go out with Brotli when the browser takes it
// (Vite's preview compresses with gzip only, and not the pages this plugin answers).
// A page address gets its page whatever the request's Accept header (crawlers such as WhatsApp's
// send `*/*` or none). The files written for crawlers (sitemap.xml, robots.txt, feed.xml) go out
// with their content types. A build without VITE_SITE_URL wrote its absolute URLs with a
// placeholder origin (dist/.placeholder-origin): they are rewritten to the request's origin.
// Static hosts: see "Deploy" in the README.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'

/** The files the build writes for crawlers, with their content types. */
export const SITE_FILES: Record<string, string> = {
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
  '/feed.xml': 'application/rss+xml; charset=utf-8',
}

/** Where a build without VITE_SITE_URL records the placeholder origin it used. */
export const PLACEHOLDER_ORIGIN_FILE = '.placeholder-origin'

/** The request's own origin (http, from its Host header), or null for a malformed Host. */
export function requestOrigin(host: string | undefined): string | null {
  return host && /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i.test(host)
    ? `http://${host}`
    : null
}

/** `text` with every occurrence of the placeholder origin replaced by `origin`. */
export function rewriteOrigin(text: string, placeholder: string, origin: string): string {
  return placeholder && origin !== placeholder ? text.split(placeholder).join(origin) : text
}

/** Addresses that are not pages: the local backend, files with an extension. */
const NOT_A_PAGE =
  /^\/(?:(?:rest|auth|functions|storage)\/v1|__checkout|__mailbox|store\/.)|\.[a-z0-9]+$/i

export function pageFileFor(distDir: string, pathname: string): string {
  const clean = pathname.replace(/\/+$/, '').replace(/^\/+/, '')
  if (clean.split('/').some((part) => part === '..' || part === '.'))
    return join(distDir, 'spa.html')
  const page = join(distDir, clean, 'index.html')
  return existsSync(page) ? page : join(distDir, 'spa.html')
}

/** One line of a `_redirects` file: `from to status`, with `:name` segments and a final `*`. */
export interface HostRule {
  pattern: RegExp
  to: string
  status: number
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function parseRedirects(text: string): HostRule[] {
  const rules: HostRule[] = []
  for (const line of text.split('\n')) {
    const [from, to, status = '301'] = line.trim().split(/\s+/)
    if (!from || from.startsWith('#') || !to) continue
    const source = from
      .split('/')
      .slice(1)
      .map((part) => {
        if (part === '*') return '/(?<splat>.*)'
        if (part.startsWith(':')) return `/(?<${part.slice(1)}>[^/]+)`
        return `/${escapeRegExp(part)}`
      })
      .join('')
    rules.push({ pattern: new RegExp(`^${source}/?$`), to, status: Number(status) })
  }
  return rules
}

export type PageAnswer = { status: 200 | 404; file: string } | { status: number; location: string }

/**
 * What the static host answers for a page address (`rawPath` as sent, still percent-encoded): a
 * pre-rendered page, or the first `_redirects` rule that matches, or the not-found page with 404.
 */
export function answerFor(distDir: string, rawPath: string, search = ''): PageAnswer {
  const shell = join(distDir, 'spa.html')
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    pathname = rawPath
  }
  const file = pageFileFor(distDir, pathname)
  if (file !== shell) return { status: 200, file }
  const rulesFile = join(distDir, '_redirects')
  // A build from before the host rules: every page address gets the shell.
  if (!existsSync(rulesFile)) return { status: 200, file: shell }
  const path = rawPath.replace(/\/+$/, '') || '/'
  for (const rule of parseRedirects(readFileSync(rulesFile, 'utf8'))) {
    const match = rule.pattern.exec(path)
    if (!match) continue
    const target = rule.to.replace(/:(\w+)/g, (_, key: string) => match.groups?.[key] ?? '')
    if (rule.status !== 200) return { status: rule.status, location: target + search }
    const rewritten = resolve(distDir, `.${target}`)
    if (!rewritten.startsWith(resolve(distDir)) || !existsSync(rewritten)) break
    return { status: 200, file: rewritten }
  }
  const notFound = join(distDir, '404.html')
  return { status: 404, file: existsSync(notFound) ? notFound : shell }
}

type Encoding = 'br' | 'gzip' | 'identity'

/** The encoding to answer with, as a static host would compress HTML. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return 'identity'
}

const cache = new Map<string, { mtime: number; bodies: Partial<Record<Encoding, Buffer>> }>()

/** The file's bytes, with the placeholder origin rewritten when `rewrite` is given. */
function body(
  file: string,
  encoding: Encoding,
  rewrite?: { placeholder: string; origin: string },
): Buffer {
  const mtime = statSync(file).mtimeMs
  const key = rewrite ? `${file}\n${rewrite.origin}` : file
  let entry = cache.get(key)
  if (!entry || entry.mtime !== mtime) {
    entry = { mtime, bodies: {} }
    cache.set(key, entry)
  }
  const raw = (entry.bodies.identity ??= rewrite
    ? Buffer.from(rewriteOrigin(readFileSync(file, 'utf8'), rewrite.placeholder, rewrite.origin))
    : readFileSync(file))
  if (encoding === 'br') {
    return (entry.bodies.br ??= brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }))
  }
  if (encoding === 'gzip') return (entry.bodies.gzip ??= gzipSync(raw, { level: 9 }))
  return raw
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  contentType: string,
  cacheControl: string,
  status = 200,
  rewrite?: { placeholder: string; origin: string },
): void {
  const encoding = pickEncoding(req.headers['accept-encoding'])
  const payload = body(file, encoding, rewrite)
  res.statusCode = status
  res.setHeader('Content-Type', contentType)
  res.setHeader('Cache-Control', cacheControl)
  res.setHeader('Vary', 'Accept-Encoding')
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', String(payload.length))
  res.end(req.method === 'HEAD' ? undefined : payload)
}

/** Built scripts and styles: their names carry their content's hash. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/
const ASSET_TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' }

export function prerenderedPages(): Plugin {
  return {
    name: 'mov-prerendered-pages',
    configurePreviewServer(server) {
      const distDir = resolve(server.config.root, server.config.build.outDir)
      /** How to rewrite this request's HTML, XML and text (none when the build set the origin). */
      const rewriteFor = (req: IncomingMessage) => {
        const marker = join(distDir, PLACEHOLDER_ORIGIN_FILE)
        if (!existsSync(marker)) return undefined
        const origin = requestOrigin(req.headers.host)
        const placeholder = readFileSync(marker, 'utf8').trim()
        return origin && placeholder ? { placeholder, origin } : undefined
      }
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const url = new URL(req.url ?? '/', 'http://x')
        const pathname = decodeURIComponent(url.pathname)
        const asset = ASSET.exec(pathname)
        if (asset && pickEncoding(req.headers['accept-encoding']) === 'br') {
          const file = join(distDir, pathname)
          if (!existsSync(file)) return next()
          const type = ASSET_TYPES[asset[1] as 'js' | 'css']
          return send(req, res, file, type, 'public, max-age=31536000, immutable')
        }
        const siteFile = SITE_FILES[pathname]
        if (siteFile) {
          const file = join(distDir, pathname)
          if (!existsSync(file)) return next()
          return send(req, res, file, siteFile, 'no-cache', 200, rewriteFor(req))
        }
        if (NOT_A_PAGE.test(pathname)) return next()
        const answer = answerFor(distDir, url.pathname, url.search)
        if ('location' in answer) {
          res.statusCode = answer.status
          res.setHeader('Location', answer.location)
          return res.end()
        }
        if (!existsSync(answer.file)) return next()
        send(
          req,
          res,
          answer.file,
          'text/html; charset=utf-8',
          'no-cache',
          answer.status,
          rewriteFor(req),
        )
      })
    },
  }
}
