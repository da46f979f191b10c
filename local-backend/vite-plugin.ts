// Mounts the local backend on the site's own origin, in `npm run dev` (configureServer) and in
// `npm start` / `vite preview` (configurePreviewServer). This module stays light: vite.config.ts
// imports it on every build, and the backend itself (PGlite and the TypeScript modules, loaded
// through tsx) only starts when a dev or preview server does, once.
import { defaultAllowedOrigins } from 'vite'
import type { CorsOptions, Plugin, PreviewServer, ViteDevServer } from 'vite'
import type * as AppModule from './app.ts'
import type { Backend } from './app.ts'
import type * as ConfigModule from './config.ts'
import { BACKEND_PATH, handleNode, sendJson } from './node-http.ts'
import { exitOnSignals } from './shutdown.ts'

export interface LocalBackendOptions {
  /** Serve /rest/v1, /auth/v1, /functions/v1 and /storage/v1 (hosted Supabase not configured). */
  supabase: boolean
  /** Serve /store/:storeId and the hosted checkout page (store not configured). */
  store: boolean
}

/**
 * Vite's own CORS middleware (`server.cors`, `preview.cors`: the `cors` package) runs before any
 * plugin's and answers every preflight itself, with its headers, never the backend's. On the
 * backend's paths it now stands aside: a function answers its preflight itself, as on Supabase
 * (its Access-Control-Allow-Headers; supabase/functions/_shared/cors.ts), and the other APIs with
 * the backend's headers. Elsewhere Vite's setting applies unchanged (by default, local origins
 * only). The `cors` package takes, besides options, a function of the request giving them.
 */
function corsOutsideBackend(setting: CorsOptions | boolean | undefined): CorsOptions | false {
  if (setting === false) return false
  const outside: CorsOptions =
    setting === true ? {} : (setting ?? { origin: defaultAllowedOrigins })
  const perRequest = (
    req: { url?: string },
    callback: (error: Error | null, options: CorsOptions) => void,
  ) => callback(null, BACKEND_PATH.test(req.url ?? '/') ? { origin: false } : outside)
  return perRequest as unknown as CorsOptions
}

/**
 * The address the server listens on, as Vite prints it (`http://localhost:5173`,
 * `http://127.0.0.1:4173` with `--host 127.0.0.1`): the site of the auth e-mail links unless
 * SITE_URL says otherwise. A wildcard host (`--host`) is reached as localhost.
 */
function listeningUrl(
  http: ViteDevServer['httpServer'] | PreviewServer['httpServer'],
  settings: { host?: string | boolean; https?: unknown },
): string {
  const address = http?.address()
  const port = typeof address === 'object' && address ? address.port : 5173
  const host =
    typeof settings.host === 'string' && !['', '0.0.0.0', '::'].includes(settings.host)
      ? settings.host
      : 'localhost'
  const protocol = settings.https ? 'https' : 'http'
  return `${protocol}://${host.includes(':') ? `[${host}]` : host}:${port}`
}

export function localBackendPlugin(options: LocalBackendOptions): Plugin {
  let backend: Promise<Backend> | undefined

  /** Starts the backend once, for the site at `siteUrl` (SITE_URL wins; see listeningUrl). */
  function start(siteUrl: Promise<string>): Promise<Backend> {
    backend ??= (async () => {
      const { tsImport } = await import('tsx/esm/api')
      const app = (await tsImport('./app.ts', import.meta.url)) as typeof AppModule
      const config = (await tsImport('./config.ts', import.meta.url)) as typeof ConfigModule
      const fromEnvironment = config.siteFromEnvironment()
      return app.createBackend({
        supabase: options.supabase,
        store: options.store,
        log: true,
        site: {
          url: fromEnvironment.url ?? (await siteUrl),
          redirectUrls: fromEnvironment.redirectUrls,
        },
      })
    })()
    return backend
  }

  /** Closes the backend (its database and lock) if it started; waits for a close under way. */
  function stop(): Promise<void> {
    return backend ? backend.then((b) => b.close()).catch(() => undefined) : Promise.resolve()
  }

  function mount(
    server: ViteDevServer | PreviewServer,
    settings: { host?: string | boolean; https?: unknown },
  ): void {
    const http = server.httpServer
    const listening = new Promise<void>((resolve) => {
      if (!http || http.listening) resolve()
      else http.once('listening', () => resolve())
    })
    const ready = start(listening.then(() => listeningUrl(http, settings)))
    // Ctrl+C (SIGINT), SIGTERM, SIGHUP: close the database and remove its lock, then exit. (Vite
    // handles SIGTERM itself too, and waits for the hooks below before exiting.)
    const removeSignalHandlers = exitOnSignals(async () => {
      await stop()
      await server.close()
    })
    // A site whose every API call fails is no use: if the backend cannot start (another local
    // backend holds the data directory, a migration fails), say why and exit.
    ready.catch((error: unknown) => {
      removeSignalHandlers()
      console.error(
        `\n[local-backend] could not start: ${error instanceof Error ? error.message : String(error)}\n`,
      )
      void server.close().finally(() => process.exit(1))
    })
    server.middlewares.use((req, res, next) => {
      if (!BACKEND_PATH.test(req.url ?? '/')) return next()
      ready
        .then((b) => handleNode(b, req, res))
        .then((handled) => {
          if (!handled) next()
        })
        .catch((error: unknown) => {
          sendJson(res, 500, {
            message: `Local backend unavailable: ${error instanceof Error ? error.message : String(error)}`,
          })
        })
    })
    void Promise.all([ready, listening])
      .then(([b]) => {
        const local = server.resolvedUrls?.local[0]
        const address = http?.address()
        const port = typeof address === 'object' && address ? address.port : ''
        const url = local ? local.replace(/\/$/, '') : `http://localhost:${port}`
        console.log(`\n${b.describe(url)}\n`)
      })
      .catch(() => undefined)
    http?.once('close', () => {
      // A dev server restart closes this server and mounts a new one, with its own handlers.
      removeSignalHandlers()
      void stop()
    })
  }

  return {
    name: 'mov-local-backend',
    config: (config) => ({
      server: { cors: corsOutsideBackend(config.server?.cors) },
      preview: { cors: corsOutsideBackend(config.preview?.cors ?? config.server?.cors) },
    }),
    configureServer: (server) => mount(server, server.config.server),
    configurePreviewServer: (server) => mount(server, server.config.preview),
    // Vite awaits these when its server closes (also on the SIGTERM it handles) before it exits.
    closePreviewServer: stop,
    closeBundle: stop,
  }
}
