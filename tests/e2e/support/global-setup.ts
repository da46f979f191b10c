// Builds the site (unless dist/ was built from this very source, as `npm test`'s bench has just
// done: scripts/build-source.mjs) and serves it with `vite preview` and the local backend (in-memory
// database) on a free port, exactly as `npm start` does: one such site per worker (E2E_WORKERS),
// each with a database of its own. A file reads its worker's URL with `siteURL()` (./site.ts).
import type { TestProject } from 'vitest/node'
import type { PreviewServer } from 'vite'
// The production build with its pre-rendered pages, exactly as `npm start` builds it.
import { buildSite } from '../../../scripts/build-site.mjs'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { startPreview } from './preview-server'
import { totpWaitsFile } from './staff'
import { E2E_WORKERS } from './workers'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One site per worker, in worker order. */
    baseURLs: string[]
  }
}

const servers: PreviewServer[] = []

const baseURLs: string[] = []

async function teardown() {
  await Promise.all(servers.map((s) => s.close()))
  // What the staff sign-ins cost in waits for an unused TOTP step (staff.ts), per site.
  for (const url of baseURLs) {
    const file = totpWaitsFile(url)
    if (!existsSync(file)) continue
    const seen = JSON.parse(readFileSync(file, 'utf8')) as {
      codes: number
      waits: number
      ms: number
    }
    console.log(
      `e2e ${url}: ${seen.codes} TOTP codes, ${seen.waits} waited for the next step (${(seen.ms / 1000).toFixed(1)} s)`,
    )
    rmSync(file, { force: true })
  }
}

export default async function setup(project: TestProject) {
  process.env.LOCAL_DB_DIR = 'memory'
  process.env.NODE_ENV = 'production'
  try {
    if (process.env.E2E_SKIP_BUILD !== '1') {
      await buildSite({ logLevel: 'warn', mode: 'production', ifChanged: true })
    }
    for (let i = 0; i < E2E_WORKERS; i++) {
      const started = await startPreview()
      servers.push(started.server)
      // The site itself answers too (not only the backend).
      const home = await fetch(`${started.baseURL}/`)
      if (!home.ok) throw new Error(`The preview server answers ${home.status} for /`)
      baseURLs.push(started.baseURL)
    }
    project.provide('baseURLs', baseURLs)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
