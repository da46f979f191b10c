// The security headers the static host sends with the site, written by the build to
// dist/_headers (the format Netlify and Cloudflare Pages read: a path pattern, then indented
// `Name: value` lines). The preview server (vite/static-headers.ts) applies the same file, so
// `npm start` and the e2e runs serve the build exactly as the host will. See "Security headers"
// in the README for other hosts and for adding an embed origin.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The store API when only VITE_STORE_ID is set (the same default as src/config/env.ts). */
export const HOSTINGER_STORE_API = 'https://api-ecommerce.hostinger.com'

/**
 * The video players src/features/tracks/format.ts embeds (embedUrl): YouTube without cookies
 * and Vimeo. Add an origin here when the site embeds another player.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

const blank = (value) => (typeof value === 'string' ? value.trim() : '') === ''

/** The origin (scheme, host, port) of an http(s) URL; undefined when unset or not http(s). */
export function originOf(value) {
  if (blank(value)) return undefined
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The origins the browser talks to, from the build's environment (the VITE_ variables that
 * src/config/env.ts reads). An unset backend is the local backend on the site's own origin,
 * which 'self' already covers.
 */
export function backendOrigins(env = {}) {
  const supabase = originOf(env.VITE_SUPABASE_URL)
  const storeApi = blank(env.VITE_STORE_API_URL)
    ? blank(env.VITE_STORE_ID)
      ? undefined
      : HOSTINGER_STORE_API
    : env.VITE_STORE_API_URL
  return { supabase, store: originOf(storeApi) }
}

/** Whether the site is served over https (VITE_SITE_URL; unset is the local http preview). */
export function isHttpsSite(env = {}) {
  return originOf(env.VITE_SITE_URL)?.startsWith('https:') ?? false
}

const unique = (values) => [...new Set(values.filter(Boolean))]

/** The Content-Security-Policy value for the site built with `env`. */
export function contentSecurityPolicy(env = {}) {
  const { supabase, store } = backendOrigins(env)
  const directives = [
    ["default-src 'self'"],
    // Only the site's own files: the pre-rendered pages carry their rows in
    // <script type="application/json">, which is data, not script, and CSP leaves it alone.
    ["script-src 'self'"],
    // 'unsafe-inline' for styles only: libraries add <style> elements at run time (the dialogs'
    // scroll lock, react-remove-scroll under Radix Dialog; framer-motion's AnimatePresence in
    // popLayout mode), whose text no hash can know in advance and a static host gives no nonce.
    // (The pre-rendered HTML itself has no style attribute.) Styles cannot run script.
    ["style-src 'self' 'unsafe-inline'"],
    // Images: the site's own, data: and blob: URLs, Supabase Storage, and any https address,
    // because staff may type the address of an image hosted elsewhere (the admin's image fields
    // take "https://... ou /images/...") and the store's product photos come from its CDN.
    // An image cannot run script.
    ['img-src', "'self'", 'data:', 'blob:', supabase, 'https:'],
    ["font-src 'self'"],
    // supabase-js (REST, auth, storage, functions; no realtime channel, so no wss:) and the store
    // API. The hosted checkout is reached by navigation (location.assign), which CSP does not govern.
    ['connect-src', "'self'", supabase, store],
    ['frame-src', ...VIDEO_EMBED_ORIGINS],
    ["object-src 'none'"],
    ["base-uri 'none'"],
    // Every form on the site posts to the site itself (or is sent by script).
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
  ]
  if (isHttpsSite(env)) directives.push(['upgrade-insecure-requests'])
  return directives.map((d) => unique(d).join(' ')).join('; ')
}

/**
 * The rules of dist/_headers: [pattern, [[name, value], ...]]. A static host applies every rule
 * whose pattern matches a request.
 */
export function securityHeaderRules(env = {}) {
  const site = [
    ['Content-Security-Policy', contentSecurityPolicy(env)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Features the site never uses, refused to the page and to anything it embeds. (Only
    // features browsers recognise: an unknown name is reported as an error in the console.)
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    ],
    // For browsers older than CSP's frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    // The site opens no window that needs to talk back to it, and the checkout is a plain
    // navigation in the same tab.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
  // Only over https: a browser ignores it over http, and a local preview has no certificate.
  // One year, without includeSubDomains: the organisation's other hosts are not this build's to decide.
  if (isHttpsSite(env)) site.push(['Strict-Transport-Security', 'max-age=31536000'])
  return [
    ['/*', site],
    // Built scripts and styles: their names carry a hash of their content.
    ['/assets/*', [['Cache-Control', 'public, max-age=31536000, immutable']]],
    // The service worker and the web app manifest (scripts/pwa.mjs, vite/pwa.ts): always checked
    // with the host, so that a deployment reaches every browser at its next visit.
    ['/sw.js', [['Cache-Control', 'no-cache']]],
    [
      '/manifest.webmanifest',
      [
        ['Content-Type', 'application/manifest+json; charset=utf-8'],
        ['Cache-Control', 'no-cache'],
      ],
    ],
  ]
}

/** The text of dist/_headers. */
export function headersFile(env = {}) {
  const lines = [
    '# Written by scripts/security-headers.mjs at build time (Netlify and Cloudflare Pages format).',
  ]
  for (const [pattern, headers] of securityHeaderRules(env)) {
    lines.push(pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`))
  }
  return `${lines.join('\n')}\n`
}

/** Writes dist/_headers for the site built with `env`. */
export function writeHeadersFile(distDir, env = {}) {
  writeFileSync(join(distDir, '_headers'), headersFile(env))
}
