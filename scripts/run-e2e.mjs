// Runs the end-to-end journeys (Vitest project "e2e", playwright-core + Debian's Chromium).
// Without Chromium the run is skipped with a printed reason, except in CI where it fails.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean)
const chromium = candidates.find((p) => existsSync(p))
if (!chromium) {
  const reason =
    'e2e: skipped — no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH)'
  if (process.env.CI) {
    console.error(`${reason}; CI is set, so this is a failure.`)
    process.exit(1)
  }
  console.log(reason)
  process.exit(0)
}
const args = ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)]
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
})
process.exit(result.status ?? 1)
