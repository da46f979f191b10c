// Debian's Chromium as the e2e journeys run it. No Vitest import here: scripts/make-icons.mjs uses
// it outside any test file.
import { existsSync } from 'node:fs'

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function chromiumPath(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[]
  return candidates.find((p) => existsSync(p))
}

export function chromiumOptions() {
  const executablePath = chromiumPath()
  if (!executablePath)
    throw new Error('Chromium not found (set CHROMIUM_PATH or apt-get install chromium)')
  return { executablePath, args: CHROMIUM_ARGS, headless: true }
}
