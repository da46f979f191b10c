// Faults injected at the network (page.route) in the production build: sign-in answered 500, 429,
// aborted (no connection) or never answered says what happened in pt-BR, never "E-mail ou senha
// incorretos" nor English; a REST read that never answers ends (request timeout, skipped with
// Playwright's clock) in the news search's error state, whose "Tentar novamente" loads the list. On a
// 360x740 touch phone and on a desktop, with axe on each error state.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { DEVICES, expectNoAxeViolations, launchBrowser, openPage } from './support/browser'
import { skipRequestTimeouts } from './support/clock'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// The browser's own line for an HTTP error answer, and auth-js's log of a failed fetch.
const expectedConsole = [/Failed to load resource/, /Failed to fetch|Request timed out/]

const texts = {
  server: 'O serviço está indisponível no momento. Tente novamente em instantes.',
  offline: 'Sem conexão com a internet. Verifique sua rede e tente novamente.',
  rateLimit: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  timeout: 'O servidor demorou demais para responder. Tente novamente.',
}

async function submitSignIn(page: Page) {
  await page.getByLabel('E-mail').fill('membro@mov.local')
  await page.getByLabel('Senha (obrigatório)', { exact: true }).fill('mov-local-123')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** The inline failure of the sign-in form, once it says `text`. */
async function signInFailure(page: Page, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: 'Falha no login' })
  await alert.filter({ hasText: text }).waitFor()
  const shown = (await alert.textContent()) ?? ''
  expect(shown).not.toMatch(/E-mail ou senha incorretos|Failed to fetch|Internal|rate limit/i)
}

for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: sign-in answered 500, 429, aborted or never answered says so in pt-BR`, async () => {
    const { page, context, errors } = await openPage(browser, {
      ...DEVICES[device],
      ignoreConsole: expectedConsole,
    })
    try {
      await page.clock.install()
      let answer: 'server' | 'rate-limit' | 'offline' | 'hang' = 'server'
      await page.route('**/auth/v1/token**', async (route) => {
        if (answer === 'server')
          await route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
        else if (answer === 'rate-limit')
          await route.fulfill({
            status: 429,
            headers: { 'X-Supabase-Api-Version': '2024-01-01' },
            json: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
          })
        else if (answer === 'offline') await route.abort('internetdisconnected')
        // 'hang': never answered.
      })
      await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' })
      await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor()

      await submitSignIn(page)
      await signInFailure(page, texts.server)
      await expectNoAxeViolations(page)

      answer = 'rate-limit'
      await submitSignIn(page)
      await signInFailure(page, texts.rateLimit)

      answer = 'offline'
      await submitSignIn(page)
      await signInFailure(page, texts.offline)
      await expectNoAxeViolations(page)

      answer = 'hang'
      await submitSignIn(page)
      await page.getByRole('button', { name: /Entrando/ }).waitFor()
      // A write times out after 20 s: skipped, not waited for.
      await page.clock.fastForward(21_000)
      await signInFailure(page, texts.timeout)
      await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor()
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test(`${device}: a list whose read never answers ends in an error state, and "Tentar novamente" loads it`, async () => {
    const { page, context, errors } = await openPage(browser, {
      ...DEVICES[device],
      ignoreConsole: expectedConsole,
    })
    try {
      await page.clock.install()
      let hang = false
      let hung = 0
      await page.route('**/rest/v1/noticias**', async (route) => {
        if (!hang) await route.continue()
        else hung++
      })
      // The list's first page comes with the pre-rendered HTML: the failing read is a search.
      await page.goto(`${baseURL}/noticias`)
      const list = page.getByRole('main')
      // The search form works once the page is hydrated (the page has loaded its code).
      await page.waitForLoadState('networkidle', { timeout: 60_000 })
      hang = true
      await list.getByLabel('Buscar notícias').fill('MOV')
      await list.getByRole('button', { name: 'Buscar', exact: true }).click()
      const retry = list.getByRole('button', { name: 'Tentar novamente' })
      // Each read times out after 10 s and is tried once more (after 1 s): skipped, not waited for.
      await skipRequestTimeouts(page, { done: () => retry.isVisible(), requests: () => hung })
      await retry.waitFor()
      const alert = list.getByRole('alert').filter({ hasText: 'Tentar novamente' })
      expect(await alert.textContent()).not.toMatch(/timed out|Failed|Error/)
      await expectNoAxeViolations(page)

      hang = false
      await retry.click()
      await retry.waitFor({ state: 'detached' })
      expect(await list.getByRole('alert').count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}
