// The local backend as a standalone HTTP server on a free port (tests, benchmarks, CLI).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createBackend, type Backend, type BackendLimits } from './app.ts'
import type { SiteSettings } from './config.ts'
import { handleNode, sendJson } from './node-http.ts'

export interface StartOptions {
  /** Port to listen on (0, the default, picks a free one). */
  port?: number
  /** Data directory, or `memory` for an in-memory database; default `LOCAL_DB_DIR`, else `.local-data`. */
  dbDir?: string
  /** Print the start-up information and errors (default false). */
  log?: boolean
  /** Project root holding supabase/ and local-backend/sql (tests only; default the real one). */
  rootDir?: string
  /** Lower limits (tests only; default the real ones). */
  limits?: BackendLimits
  /**
   * The site of the auth e-mail links and allowed redirects; default the address this server
   * listens on (`http://127.0.0.1:<port>`), never a request's Host. The CLI passes SITE_URL.
   */
  site?: SiteSettings
}

export interface LocalBackend {
  url: string
  anonKey: string
  serviceKey: string
  close(): Promise<void>
}

export async function startLocalBackend(opts: StartOptions = {}): Promise<LocalBackend> {
  // The server listens first, so the site's address (its own, unless configured) is known before
  // the backend starts; nothing is answered until the backend is ready.
  let backend: Backend | undefined
  const server = createServer((req, res) => {
    if (!backend) {
      sendJson(res, 503, { message: 'The local backend is starting' })
      return
    }
    handleNode(backend, req, res)
      .then((handled) => {
        if (!handled) {
          sendJson(res, 404, { message: 'Not found' })
        }
      })
      .catch((error: unknown) => {
        if (!res.headersSent) res.statusCode = 500
        res.end()
        if (opts.log) console.error('[local-backend]', error)
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  try {
    backend = await createBackend({
      dbDir: opts.dbDir,
      log: opts.log ?? false,
      rootDir: opts.rootDir,
      limits: opts.limits,
      site: { url: opts.site?.url ?? url, redirectUrls: opts.site?.redirectUrls ?? [] },
    })
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    throw error
  }
  const started = backend
  if (opts.log) console.log(started.describe(url))
  return {
    url,
    anonKey: started.anonKey,
    serviceKey: started.serviceKey,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await started.close()
    },
  }
}
