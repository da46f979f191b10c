// `vite preview` (and so `npm start` and the e2e runs) serves the build as a static host would:
// an address with a pre-rendered page gets dist/<path>/index.html, every other page address gets
// dist/spa.html, the empty shell (Vite's own fallback would answer index.html, which is now the
// pre-rendered home page); pages, scripts and styles go out with Brotli when the browser takes it
// (Vite's preview compresses with gzip only, and not the pages this plugin answers).
// Static hosts: see "Deploy" in the README.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'

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

type Encoding = 'br' | 'gzip' | 'identity'

/** The encoding to answer with, as a static host would compress HTML. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return 'identity'
}

const cache = new Map<string, { mtime: number; bodies: Partial<Record<Encoding, Buffer>> }>()

function body(file: string, encoding: Encoding): Buffer {
  const mtime = statSync(file).mtimeMs
  let entry = cache.get(file)
  if (!entry || entry.mtime !== mtime) {
    entry = { mtime, bodies: {} }
    cache.set(file, entry)
  }
  const raw = (entry.bodies.identity ??= readFileSync(file))
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
): void {
  const encoding = pickEncoding(req.headers['accept-encoding'])
  const payload = body(file, encoding)
  res.statusCode = 200
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
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const accept = req.headers.accept ?? ''
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
        const asset = ASSET.exec(pathname)
        if (asset && pickEncoding(req.headers['accept-encoding']) === 'br') {
          const file = join(distDir, pathname)
          if (!existsSync(file)) return next()
          const type = ASSET_TYPES[asset[1] as 'js' | 'css']
          return send(req, res, file, type, 'public, max-age=31536000, immutable')
        }
        if (!accept.includes('text/html') || NOT_A_PAGE.test(pathname)) return next()
        const file = pageFileFor(distDir, pathname)
        if (!existsSync(file)) return next()
        send(req, res, file, 'text/html; charset=utf-8', 'no-cache')
      })
    },
  }
}
