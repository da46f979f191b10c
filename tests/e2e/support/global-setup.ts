// Builds the site once and serves it with `vite preview` and the local backend (in-memory database)
// on a free port, exactly as `npm start` does. Tests read the URL with `inject('baseURL')`.
import { createServer } from 'node:net'
import type { TestProject } from 'vitest/node'
import { preview, type PreviewServer } from 'vite'
// The production build with its pre-rendered pages, exactly as `npm start` builds it.
import { buildSite } from '../../../scripts/build-site.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

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

let server: PreviewServer | undefined

export default async function setup(project: TestProject) {
  process.env.LOCAL_DB_DIR = 'memory'
  process.env.NODE_ENV = 'production'
  if (process.env.E2E_SKIP_BUILD !== '1') {
    await buildSite({ logLevel: 'warn', mode: 'production' })
  }
  const port = await freePort()
  server = await preview({
    preview: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  })
  const baseURL = `http://127.0.0.1:${port}`
  // Wait until the local backend answers (the database is created on first use).
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/`)
      if (res.ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The preview server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
  project.provide('baseURL', baseURL)
  return async () => {
    await server?.close()
  }
}
