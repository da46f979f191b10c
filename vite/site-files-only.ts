// `npm run dev` serves the site and nothing else of the project. Vite's dev server serves any file
// under the project root by default (the static middleware, the module transform, `/@fs/`), so
// without this the local database (.local-data: WAL with every account's password hash), the
// local backend's sources (its JWT secret), supabase/seed.sql, the tests and the package files
// all answer 200 to anyone who can reach the port.
//
// Two layers:
// - `SERVED_DIRS` is what the browser needs (the app's sources, the dependencies, index.html);
//   vite.config.ts gives it to `server.fs.allow`, so Vite itself reads nothing else to serve it.
// - `siteFilesOnly()` answers 404 (as for a file that does not exist, without Vite's 403 page
//   that lists the machine's paths) to every address naming a project entry outside that list
//   (`/supabase/seed.sql`, `/.local-data/...`, `/@fs/<root>/local-backend/...`, `/@id/scripts/...`)
//   and to any dotfile or dot-folder outside node_modules (`/src/.env`). Addresses that name no
//   project entry (the app's routes, `/@vite/client`, `/@id/react`, public files) go on to Vite.
//
// `npm start` serves dist/ (vite preview), which holds only the build: see `isPreviewHidden`.
import { existsSync, realpathSync } from 'node:fs'
import { isAbsolute, join, posix, relative } from 'node:path'
import type { Connect, Plugin } from 'vite'
import { BACKEND_PATH } from '../local-backend/node-http.ts'

/** The project entries the dev server serves: the app's sources, its dependencies, the page. */
export const SERVED_DIRS = ['src', 'node_modules', 'index.html'] as const

/** `SERVED_DIRS` in `root` as absolute paths, with their real paths (a linked node_modules). */
export function servedPaths(root: string): string[] {
  const paths = SERVED_DIRS.map((entry) => join(root, entry))
  return [...new Set([...paths, ...paths.map(realpathOr)])]
}

/** Vite's own addresses whose rest is a module id or a path (checked like any other path). */
const ID_PREFIX = /^\/@id\//
const FS_PREFIX = /^\/@fs(?=\/)/

/** The decoded, normalised path of a request URL, or null when it cannot be decoded. */
export function requestPath(url: string): string | null {
  let pathname: string
  try {
    pathname = new URL(url, 'http://site.invalid').pathname
  } catch {
    return null
  }
  // Decode repeatedly (`%252e` -> `%2e` -> `.`): whatever layer decodes next sees no encoding.
  for (let i = 0; i < 3 && pathname.includes('%'); i++) {
    try {
      pathname = decodeURIComponent(pathname)
    } catch {
      return null
    }
  }
  if (pathname.includes('\0')) return null
  return posix.normalize(pathname.replace(/\\/g, '/'))
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

function inside(dir: string, path: string): boolean {
  const rel = relative(dir, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/**
 * Whether the dev server must answer 404 to `url` in the project at `root`: it names a project
 * entry outside `SERVED_DIRS`, a dotfile outside node_modules, or a file outside them by `/@fs/`.
 */
export function isDevHidden(root: string, url: string): boolean {
  const path = requestPath(url)
  if (path === null) return true
  if (BACKEND_PATH.test(path)) return false
  if (FS_PREFIX.test(path)) {
    const file = path.replace(FS_PREFIX, '')
    const candidates = [file, realpathOr(file)]
    for (const entry of SERVED_DIRS) {
      const dir = join(root, entry)
      for (const base of new Set([dir, realpathOr(dir)])) {
        const inEntry = candidates.find((candidate) => inside(base, candidate))
        if (inEntry === undefined) continue
        // Dot-folders are served only inside node_modules (Vite's own .vite/deps).
        return entry !== 'node_modules' && hasDotSegment(relative(base, inEntry))
      }
    }
    return true
  }
  const rest = path.replace(ID_PREFIX, '/')
  const [first = ''] = rest.split('/').filter(Boolean)
  if (first === '') return false
  if (first !== 'node_modules' && hasDotSegment(rest)) return true
  if ((SERVED_DIRS as readonly string[]).includes(first)) return false
  return existsSync(join(root, first))
}

function hasDotSegment(path: string): boolean {
  return path.split(/[/\\]/).some((part) => part.startsWith('.'))
}

function notFound(res: Parameters<Connect.NextHandleFunction>[1]): void {
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end('Not found')
}

/**
 * Whether `vite preview` must answer 404 to `url`: dist/ holds the build, whose dotfiles
 * (.vite/manifest.json, .placeholder-origin) are build records, not pages of the site.
 */
export function isPreviewHidden(url: string): boolean {
  const path = requestPath(url)
  if (path === null) return true
  return !BACKEND_PATH.test(path) && path.split('/').some((part) => part.startsWith('.'))
}

export function siteFilesOnly(): Plugin {
  let root = process.cwd()
  return {
    name: 'mov-site-files-only',
    configResolved(config) {
      root = config.root
    },
    // Registered here (not in a returned function) so it runs before Vite's own middlewares.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (isDevHidden(root, req.url ?? '/')) notFound(res)
        else next()
      })
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (isPreviewHidden(req.url ?? '/')) notFound(res)
        else next()
      })
    },
  }
}
