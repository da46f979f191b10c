// The web app manifest and the service worker's build (vite-plugin-pwa 2, Workbox's
// injectManifest with src/service-worker/sw.ts). The client build emits manifest.webmanifest and
// links it from index.html (so from every pre-rendered page and the shell); scripts/pwa.mjs builds
// the service worker once the pre-rendered pages exist, with the precache list of
// `precacheTransform`. See docs/decisions/offline-and-install.md.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'
import type { ManifestTransform } from 'workbox-build'
import { organization } from '../src/config/organization.ts'

/** The site's background (--color-ink-950 in src/index.css, index.html's theme-color). */
export const INK_950 = '#0b0f1a'

export const webManifest: VitePWAOptions['manifest'] = {
  id: '/',
  name: `${organization.shortName} — ${organization.tagline.replace(/\.$/, '')}`,
  short_name: organization.shortName,
  description:
    'Movimento de jovens: programas, notícias, formação e como apoiar o MOV, também sem conexão.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: INK_950,
  background_color: INK_950,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
}

/**
 * The source files (keys of dist/.vite/manifest.json) whose chunks are precached besides the
 * entry's: the /doar page, the donation dialog and its QR code; what the home page loads at the
 * visitor's first interaction (its sections, where "Faça uma Doação" opens the dialog; the menus;
 * the toasts); the offline banner and this registration.
 */
export const PRECACHED_SOURCES = [
  /^src\/app\/routes\/doar\.tsx$/,
  /^src\/features\/donation\//,
  /(^|\/)node_modules\/qrcode-generator\//,
  /^src\/app\/compositions\/home-sections\.tsx$/,
  /^src\/app\/layout\/(?:mega-menus|offline-banner)\.tsx$/,
  /^src\/components\/ui\/toaster\.tsx$/,
  /^src\/app\/pwa\.ts$/,
]

interface ViteManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  assets?: string[]
}
export type ViteManifest = Record<string, ViteManifestChunk>

/** The files a manifest key loads before running: its chunk, static imports, styles, assets. */
function closure(manifest: ViteManifest, key: string, files: Set<string>): Set<string> {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files)
  return files
}

/** The built scripts, styles and fonts to precache (paths relative to dist/). */
export function precachedAssets(manifest: ViteManifest): Set<string> {
  const files = closure(manifest, 'index.html', new Set())
  for (const key of Object.keys(manifest))
    if (PRECACHED_SOURCES.some((source) => source.test(key))) closure(manifest, key, files)
  return files
}

/** Pre-rendered pages precached, by file (relative to dist/) and the address they answer. */
export const PRECACHED_PAGES: Record<string, string> = {
  'index.html': '/',
  'doar/index.html': '/doar',
  'spa.html': '/spa.html',
  'offline.html': '/offline.html',
}

/**
 * Keeps, of the files Workbox found in dist/, the pages above (under their addresses), the icons,
 * the boot module, and the chunks of `precachedAssets` (vite-plugin-pwa adds the manifest itself).
 * Everything else is cached at run time, when a visitor uses it.
 */
export function precacheTransform(distDir: string): ManifestTransform {
  return (entries) => {
    const viteManifest = JSON.parse(
      readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
    ) as ViteManifest
    const assets = precachedAssets(viteManifest)
    const manifest = entries.flatMap((entry) => {
      const page = PRECACHED_PAGES[entry.url]
      if (page) return [{ ...entry, url: page }]
      const kept =
        assets.has(entry.url) ||
        /^assets\/boot-[\w-]+\.js$/.test(entry.url) ||
        /^icons\/[\w-]+\.png$/.test(entry.url) ||
        /^(?:logo|favicon)\.svg$/.test(entry.url)
      return kept ? [{ ...entry, url: `/${entry.url}` }] : []
    })
    return { manifest, warnings: [] }
  }
}

export function pwa(distDir: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // Registered by src/app/pwa.ts, loaded after the visitor's first interaction.
    injectRegister: false,
    registerType: 'prompt',
    manifest: webManifest,
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{html,js,css,woff2,png,webmanifest}', '*.svg'],
      globIgnores: ['sw.js', 'workbox-*.js'],
      manifestTransforms: [precacheTransform(distDir)],
      // The entry is the largest file precached.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    integration: {
      // The worker's own small Vite build: only its errors (the plugin's build options draw a
      // deprecation warning from Vite 8 that is not ours to fix).
      configureCustomSWViteBuild(config) {
        config.logLevel = 'error'
      },
    },
  })
}
