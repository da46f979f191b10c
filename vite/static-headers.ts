// `vite preview` (and so `npm start` and the e2e runs) sends the headers of dist/_headers, as
// Netlify and Cloudflare Pages do: every rule whose path pattern matches the request applies.
// The middleware runs before every other one and only sets headers, so they are on whatever
// answers next: a pre-rendered page, the shell, the not-found page, a redirect, a file.
//
// The local backend's own addresses keep the headers the backend gives them: they stand in for
// hosted Supabase, the store API and the store's hosted checkout page (/__checkout), which are
// other origins with their own headers in production, never the site's dist/_headers.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

export interface HeaderRule {
  pattern: RegExp
  headers: Array<[name: string, value: string]>
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A `_headers` path pattern: `*` matches anything (slashes too), `:name` one path segment. */
export function patternToRegExp(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === '*') return '.*'
      if (part.startsWith(':')) return '[^/]+'
      return escapeRegExp(part)
    })
    .join('')
  return new RegExp(`^${source}$`)
}

/** Parses a `_headers` file: a path line, then indented `Name: value` lines; `#` comments. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternToRegExp(trimmed), headers: [] })
      continue
    }
    const colon = trimmed.indexOf(':')
    const rule = rules.at(-1)
    if (colon <= 0 || !rule) throw new Error(`_headers: cannot read "${trimmed}"`)
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()])
  }
  return rules
}

/** The headers for a path: those of every matching rule, a later rule's value winning. */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const [name, value] of rule.headers) out.set(name, value)
  }
  return out
}

/** The local backend's addresses (Supabase's APIs, the store API and checkout, the mailbox). */
export const LOCAL_BACKEND_PATH =
  /^\/(?:(?:rest|auth|functions|storage)\/v1|__checkout|__mailbox)(?:\/|$)|^\/store\/[^/]+\//

let cached: { file: string; mtime: number; rules: HeaderRule[] } | undefined

function rulesFrom(file: string): HeaderRule[] {
  if (!existsSync(file)) return []
  const mtime = statSync(file).mtimeMs
  if (cached?.file !== file || cached.mtime !== mtime) {
    cached = { file, mtime, rules: parseHeaders(readFileSync(file, 'utf8')) }
  }
  return cached.rules
}

export function staticHeaders(): Plugin {
  return {
    name: 'mov-static-headers',
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), '_headers')
      if (!existsSync(file)) {
        server.config.logger.warn('dist/_headers is missing: the preview sends no security headers')
      }
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://x').pathname
        if (!LOCAL_BACKEND_PATH.test(pathname)) {
          for (const [name, value] of headersFor(rulesFrom(file), pathname)) {
            res.setHeader(name, value)
          }
        }
        next()
      })
    },
  }
}
