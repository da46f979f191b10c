// The built site served by `vite preview` with the local backend (in-memory database) on a free
// loopback port, as `npm start` serves it: the global setup's shared server, and the own server of
// a file whose state (a spent limit) must not reach the other files.
import { createServer } from 'node:net'
import { preview, type PreviewServer } from 'vite'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolve(port))
    })
  })
}

/**
 * Starts the preview server (dist must be built) and waits until the local backend answers.
 * `outDir` serves another copy of the build (a journey that plays a new deployment changes its
 * copy, never the `dist/` the sites of the other files serve).
 */
export async function startPreview(
  options: { outDir?: string } = {},
): Promise<{ server: PreviewServer; baseURL: string }> {
  process.env.LOCAL_DB_DIR = 'memory'
  // Every journey's browser sends from 127.0.0.1 within the hour: the proposals' per-address limit
  // (5) would refuse the suite's sixth. The limit itself is proven by tests/db/proposal-limits.*
  // and tests/local-backend/proposal-limits.test.ts.
  process.env.LOCAL_PROPOSAL_LIMITS = '1000,1000'
  const port = await freePort()
  const server = await preview({
    preview: { port, strictPort: true, host: '127.0.0.1' },
    ...(options.outDir ? { build: { outDir: options.outDir } } : {}),
    logLevel: 'warn',
  })
  const baseURL = `http://127.0.0.1:${port}`
  // The database is created on first use.
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/rest/v1/`)
      if (res.status < 500) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The preview server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
  return { server, baseURL }
}
