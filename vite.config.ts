import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv } from 'vite'
import { localBackendPlugin } from './local-backend/vite-plugin.ts'
import { prerenderedPages } from './vite/prerendered-pages.ts'
import { pwa } from './vite/pwa.ts'
import { servedPaths, siteFilesOnly } from './vite/site-files-only.ts'
import { staticHeaders } from './vite/static-headers.ts'

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env }
  // The local backend stands in for hosted Supabase and the store whenever they are not configured.
  const useLocalSupabase = !env.VITE_SUPABASE_URL
  const useLocalStore = !env.VITE_STORE_ID
  return {
    plugins: [
      react(),
      tailwindcss(),
      // First: it only sets dist/_headers' headers, on whatever the later middlewares answer.
      staticHeaders(),
      // Before anything that serves: the data directory, secrets and sources answer 404.
      siteFilesOnly(),
      prerenderedPages(),
      // The manifest and the service worker (built after the pre-rendered pages: scripts/pwa.mjs).
      pwa(fileURLToPath(new URL('./dist', import.meta.url))),
      ...(useLocalSupabase || useLocalStore
        ? [localBackendPlugin({ supabase: useLocalSupabase, store: useLocalStore })]
        : []),
    ],
    // Vite reads only the app's sources, dependencies and page to serve them (see site-files-only).
    server: { fs: { allow: servedPaths(fileURLToPath(new URL('.', import.meta.url))) } },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // Every browser the site supports preloads modules natively.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Imported constants (the route patterns of src/config/paths.ts) are written where they are
        // used instead of being exported from the entry chunk: smaller first load, same code.
        optimization: { inlineConst: true },
        output: {
          codeSplitting: {
            // React, React DOM and the router run on every page: one file (one request, one
            // compression window) instead of the handful of small shared chunks the split makes.
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              },
              // The image component and its URL parser, under a short name: the file is listed in
              // the entry's preload map of every page with images (the home's budget is tight).
              {
                name: 'img',
                test: /src[\\/](components[\\/]ui[\\/]responsive-image\.tsx|lib[\\/]image-variants\.ts)$/,
              },
            ],
          },
        },
      },
    },
  }
})
