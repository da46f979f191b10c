import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { E2E_WORKERS } from './tests/e2e/support/workers'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    // Every core runs test files (Vitest's default keeps one core for itself, which its main
    // process barely uses: on a 2-core machine that was one file at a time). The e2e project runs
    // E2E_WORKERS files at once, each on a site of its own. docs/decisions/test-speed.md.
    maxWorkers: '100%',
    // Component and unit tests run in jsdom; database and local-backend tests run in Node.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'supabase/functions/**/*.node.test.ts'],
          setupFiles: ['src/testing/fresh-file.ts', 'src/testing/setup.ts'],
          isolate: false,
          // A cap against a hung test, not a speed check (speed is the bench's): the editor and
          // form journeys type and click through user-event, and with two workers on two busy
          // cores a few of them passed Vitest's 5 s default (docs/decisions/test-speed.md).
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          globalSetup: ['tests/support/db-templates.ts'],
          setupFiles: ['tests/support/fresh-file.ts'],
          isolate: false,
          include: [
            'tests/db/**/*.test.ts',
            'tests/local-backend/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // Three files at a time by default: a journey spends much of its time waiting (for the
          // page, the network, an animation), and each worker has a site of its own (./site.ts).
          maxWorkers: E2E_WORKERS,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
