// The sign-in limit (docs/decisions/sign-in-limits.md) in the production build, on a phone and on a
// desktop: after ten failed password sign-ins from one address in five minutes, the local backend
// answers GoTrue's 429 (as hosted Supabase does with [auth.rate_limit]) even for the right
// password; the login form explains it in pt-BR, keeps what was typed and signs nobody in; axe
// passes on that state. Another address is not affected.
//
// This file serves the built site with its own `vite preview` and in-memory local backend, so the
// spent limit of 127.0.0.1 cannot slow the other e2e files, which share the global server.
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import type { PreviewServer } from 'vite'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { DEVICES, expectNoAxeViolations, launchBrowser, openPage } from './support/browser'
import { startPreview } from './support/preview-server'

let browser: Browser
let server: PreviewServer | undefined
let baseURL = ''

beforeAll(async () => {
  const started = await startPreview()
  server = started.server
  baseURL = started.baseURL
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** A password sign-in from a given loopback address; the answer's status and body. */
function signInFrom(
  localAddress: string,
  password: string,
): Promise<{ status: number; body: { code?: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseURL}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        localAddress,
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { code?: string } }),
        )
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify({ email: 'admin@mov.local', password }))
  })
}

const message = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'

for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: after ten failed sign-ins from this address, the right password is refused with a pt-BR wait message`, async () => {
    if (device === 'phone') {
      // Ten wrong passwords from the browser's address (127.0.0.1) are each a plain refusal.
      for (let i = 0; i < 10; i++) {
        const answer = await signInFrom('127.0.0.1', `senha-errada-${i}`)
        expect([answer.status, answer.body.code]).toEqual([400, 'invalid_credentials'])
      }
    }
    // The eleventh, even right, is limited; another address still signs in.
    const limited = await signInFrom('127.0.0.1', 'mov-local-123')
    expect([limited.status, limited.body.code]).toEqual([429, 'over_request_rate_limit'])
    const elsewhere = await signInFrom('127.0.0.9', 'mov-local-123')
    expect(elsewhere.status).toBe(200)

    const { page, context, errors } = await openPage(browser, {
      ...DEVICES[device],
      // The browser's own line for the 429 the form handles.
      ignoreConsole: [/Failed to load resource/],
    })
    try {
      const answers: number[] = []
      page.on('response', (response) => {
        if (response.url().includes('/auth/v1/token')) answers.push(response.status())
      })
      await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' })
      await page.getByLabel('E-mail').fill('admin@mov.local')
      await page.getByLabel('Senha (obrigatório)', { exact: true }).fill('mov-local-123')
      await page.getByRole('button', { name: 'Entrar', exact: true }).click()
      await page.getByText(message).first().waitFor()
      expect(answers).toEqual([429])
      // Nothing lost, nobody signed in.
      expect(await page.getByLabel('E-mail').inputValue()).toBe('admin@mov.local')
      expect(page.url()).toBe(`${baseURL}/login`)
      const keys = await page.evaluate(() => Object.keys(window.localStorage))
      expect(keys.filter((k) => /^sb-.+-auth-token$/.test(k))).toEqual([])
      expect(await page.locator('body').textContent()).not.toMatch(/rate limit|over_request/i)
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}
