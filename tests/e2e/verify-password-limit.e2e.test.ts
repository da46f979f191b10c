// The area-password limit (docs/decisions/verify-password-rate-limit.md) in the production build,
// on a phone and on a desktop. Many addresses (127.0.0.x, each under its own limit of 5) spend the
// writers' area budget with wrong guesses; then a member of staff in the browser types the RIGHT
// password and is asked, in pt-BR, to wait (the answer is 429 with a Retry-After of at most 30 s,
// so the gate says "1 minuto"), the area stays closed, and axe passes on that state. Forged
// X-Forwarded-For and CF-Connecting-IP headers added at the network (page.route) change nothing.
// The other areas still open.
//
// This file serves the built site with its own `vite preview` and in-memory local backend, so the
// spent budget (which leaks back one attempt every 30 s) cannot slow the other e2e files, which
// share the global server.
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { PreviewServer } from 'vite'
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

let nextAddress = 10

/** One wrong guess for the writers' area from a fresh loopback address; the answer's status. */
function guessFromElsewhere(): Promise<number> {
  const localAddress = `127.0.0.${nextAddress++}`
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseURL}/functions/v1/verify-password`,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json' } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify({ secretName: 'ESCRITOR_PASSWORD', password: 'chute-errado' }))
  })
}

/** Wrong guesses from many addresses until the area answers 429: its budget is spent. */
async function spendWritersBudget(): Promise<number> {
  for (let answered = 0; answered <= 25; answered++) {
    if ((await guessFromElsewhere()) === 429) return answered
  }
  throw new Error('the writers area never answered 429')
}

async function typeAreaPassword(page: Page, path: string, password: string) {
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor()
  await page.getByLabel('Senha de Acesso (obrigatório)', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

const waitMessage = 'Muitas tentativas incorretas. Aguarde 1 minuto antes de tentar novamente.'

for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: a spent area budget slows the right password too, in pt-BR; forged forwarding headers change nothing`, async () => {
    const { page, context, errors } = await openPage(browser, {
      ...DEVICES[device],
      // The browser's own line for the 429 the gate handles.
      ignoreConsole: [/Failed to load resource/],
    })
    try {
      // Forged by the "client" at the network, on every call to the function.
      let forged = 0
      await page.route('**/functions/v1/verify-password', async (route) => {
        forged += 1
        await route.continue({
          headers: {
            ...route.request().headers(),
            'x-forwarded-for': `198.51.100.${forged}`,
            'cf-connecting-ip': `198.51.100.${forged}`,
          },
        })
      })
      const answers: number[] = []
      page.on('response', (response) => {
        if (response.url().endsWith('/functions/v1/verify-password'))
          answers.push(response.status())
      })
      // The first device spends the whole budget (20 wrong guesses); the second only tops it up.
      const spent = await spendWritersBudget()
      expect(spent).toBe(device === 'phone' ? 20 : 0)

      await typeAreaPassword(page, '/escritor', 'escritor-local')
      const alert = page.getByRole('alert').filter({ hasText: waitMessage })
      await alert.waitFor()
      expect(answers).toEqual([429])
      expect(forged).toBe(1)
      // Still the gate: the area did not open.
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Área Restrita' }).count())
        .toBe(1)
      expect(await page.getByRole('heading', { level: 1, name: 'Notícias' }).count()).toBe(0)
      expect(await page.locator('body').textContent()).not.toMatch(/too_many_attempts|Retry/i)
      await expectNoAxeViolations(page)

      // Another area is not slowed by the writers' budget.
      await typeAreaPassword(page, '/admin', 'admin-local')
      await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor({
        state: 'detached',
      })
      expect(answers).toEqual([429, 200])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}
