// Mounts the local backend on the site's own origin, in `npm run dev` (configureServer) and in
// `npm start` / `vite preview` (configurePreviewServer). This module stays light: vite.config.ts
// imports it on every build, and the backend itself (PGlite and the TypeScript modules, loaded
// through tsx) only starts when a dev or preview server does, once.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import type { Backend } from './app.ts'

export interface LocalBackendOptions {
  /** Serve /rest/v1, /auth/v1, /functions/v1 and /storage/v1 (hosted Supabase not configured). */
  supabase: boolean
  /** Serve /store/:storeId and the hosted checkout page (store not configured). */
  store: boolean
}

interface Runtime {
  backend: Backend
  handleNode(backend: Backend, req: IncomingMessage, res: ServerResponse): Promise<boolean>
}

const BACKEND_PATH = /^\/(rest\/v1|auth\/v1|functions\/v1|storage\/v1|store|__checkout)(\/|$|\?)/

export function localBackendPlugin(options: LocalBackendOptions): Plugin {
  let runtime: Promise<Runtime> | undefined

  function start(): Promise<Runtime> {
    runtime ??= (async () => {
      const { tsImport } = await import('tsx/esm/api')
      const here = import.meta.url
      const [app, http] = (await Promise.all([tsImport('./app.ts', here), tsImport('./node-http.ts', here)])) as [
        typeof import('./app.ts'),
        typeof import('./node-http.ts'),
      ]
      const backend = await app.createBackend({ supabase: options.supabase, store: options.store, log: true })
      return { backend, handleNode: http.handleNode }
    })()
    return runtime
  }

  function mount(server: ViteDevServer | PreviewServer): void {
    const ready = start()
    ready.catch((error: unknown) => {
      console.error(`[local-backend] could not start: ${error instanceof Error ? error.message : String(error)}`)
    })
    server.middlewares.use((req, res, next) => {
      if (!BACKEND_PATH.test(req.url ?? '/')) return next()
      ready
        .then((rt) => rt.handleNode(rt.backend, req, res))
        .then((handled) => {
          if (!handled) next()
        })
        .catch((error: unknown) => {
          res.statusCode = 500
          res.setHeader('Content-Type', 'application/json')
          res.end(JSON.stringify({ message: `Local backend unavailable: ${error instanceof Error ? error.message : String(error)}` }))
        })
    })
    const http = server.httpServer
    const listening = new Promise<void>((resolve) => {
      if (!http || http.listening) resolve()
      else http.once('listening', () => resolve())
    })
    void Promise.all([ready, listening])
      .then(([rt]) => {
        const local = server.resolvedUrls?.local[0]
        const address = http?.address()
        const url = local
          ? local.replace(/\/$/, '')
          : `http://localhost:${typeof address === 'object' && address ? address.port : ''}`
        console.log(`\n${rt.backend.describe(url)}\n`)
      })
      .catch(() => undefined)
    http?.once('close', () => {
      void ready.then((rt) => rt.backend.close()).catch(() => undefined)
    })
  }

  return {
    name: 'mov-local-backend',
    configureServer: mount,
    configurePreviewServer: mount,
  }
}
