// What a build of the site is made from, as one hash: every file under the folders the build reads
// (the app, its public files, the Vite configuration, the build scripts, and the local backend with
// the migrations and the seed that the pre-rendered pages are read from), the lockfile, and the
// VITE_ variables. scripts/build-site.mjs writes it into dist/ after a build that finished; `npm
// test` then builds once: the bench builds, and the e2e setup (and a second bench) reuses that
// dist/ when it was built from the same source (docs/decisions/test-speed.md).
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')

/** The inputs of a build, relative to the root (folders are read whole). */
const INPUTS = [
  'index.html',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tailwind.config.ts',
  'vite.config.ts',
  'vite',
  'src',
  'public',
  'scripts',
  'local-backend',
  'supabase',
]

/** Where the hash of the source of the build in dist/ is kept (dist/.vite is never served). */
export const SOURCE_FILE = join(root, 'dist/.vite/build-source.sha256')

function files(path) {
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = join(path, entry.name)
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full)
      return entry.isFile() ? [full] : []
    })
}

/**
 * The hash of everything a build reads. `viteEnv` is the VITE_ variables the build sees (from .env
 * files and the environment), `mode` Vite's mode.
 */
export function buildSourceHash({ viteEnv, mode }) {
  const hash = createHash('sha256')
  hash.update(JSON.stringify({ mode, env: Object.entries(viteEnv).sort() })).update('\0')
  for (const input of INPUTS) {
    const path = join(root, input)
    if (!existsSync(path)) continue
    for (const file of statSync(path).isDirectory() ? files(path) : [path]) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
    }
  }
  return hash.digest('hex')
}

/** Forgets the source of dist/ (before a build starts: a build that fails leaves no claim). */
export function forgetBuildSource() {
  rmSync(SOURCE_FILE, { force: true })
}

export function recordBuildSource(sourceHash) {
  mkdirSync(dirname(SOURCE_FILE), { recursive: true })
  writeFileSync(SOURCE_FILE, `${sourceHash}\n`)
}

/** Whether dist/ holds a finished build of exactly this source. */
export function distBuiltFrom(sourceHash) {
  return existsSync(SOURCE_FILE) && readFileSync(SOURCE_FILE, 'utf8').trim() === sourceHash
}
