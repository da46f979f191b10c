// `vite preview` (and so `npm start` and the e2e runs) serves the build as a static host would:
// an address with a pre-rendered page gets dist/<path>/index.html, every other page address gets
// dist/spa.html, the empty shell. Vite's own fallback would answer index.html, which is now the
// pre-rendered home page. Static hosts: see "Deploying" in the README.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** Addresses that are not pages: the local backend, files with an extension. */
const NOT_A_PAGE = /^\/(?:(?:rest|auth|functions|storage)\/v1|__checkout|store\/.)|\.[a-z0-9]+$/i

export function pageFileFor(distDir: string, pathname: string): string {
  const clean = pathname.replace(/\/+$/, '').replace(/^\/+/, '')
  if (clean.split('/').some((part) => part === '..' || part === '.'))
    return join(distDir, 'spa.html')
  const page = join(distDir, clean, 'index.html')
  return existsSync(page) ? page : join(distDir, 'spa.html')
}

export function prerenderedPages(): Plugin {
  return {
    name: 'mov-prerendered-pages',
    configurePreviewServer(server) {
      const distDir = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const accept = req.headers.accept ?? ''
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
        if (!accept.includes('text/html') || NOT_A_PAGE.test(pathname)) return next()
        const file = pageFileFor(distDir, pathname)
        if (!existsSync(file)) return next()
        res.statusCode = 200
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(req.method === 'HEAD' ? undefined : readFileSync(file))
      })
    },
  }
}
