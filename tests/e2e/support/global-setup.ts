// Builds the site (unless dist/ was built from this very source, as `npm test`'s bench has just
// done: scripts/build-source.mjs) and serves it with `vite preview` and the local backend (in-memory database)
// on a free port, exactly as `npm start` does. Tests read the URL with `inject('baseURL')`.
import type { TestProject } from 'vitest/node'
import type { PreviewServer } from 'vite'
// The production build with its pre-rendered pages, exactly as `npm start` builds it.
import { buildSite } from '../../../scripts/build-site.mjs'
import { startPreview } from './preview-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

let server: PreviewServer | undefined

async function teardown() {
  await server?.close()
}

export default async function setup(project: TestProject) {
  process.env.LOCAL_DB_DIR = 'memory'
  process.env.NODE_ENV = 'production'
  try {
    if (process.env.E2E_SKIP_BUILD !== '1') {
      await buildSite({ logLevel: 'warn', mode: 'production', ifChanged: true })
    }
    const started = await startPreview()
    server = started.server
    const baseURL = started.baseURL
    // The site itself answers too (not only the backend).
    const home = await fetch(`${baseURL}/`)
    if (!home.ok) throw new Error(`The preview server answers ${home.status} for /`)
    project.provide('baseURL', baseURL)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
