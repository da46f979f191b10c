// Password recovery end to end on the production build and the local backend, on a 360x740 touch
// phone and on a desktop: "Esqueci minha senha" on /login, the request, the link read from the
// local mailbox (JSON), the new password (PKCE code exchange in this browser), sign out, sign in
// with the new password; the used link then says it is invalid. Axe on every new page state.
// Each run signs up its own account, so the other e-mail journeys (which share the backend) are
// untouched.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Locator, Page } from 'playwright-core'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { DEVICES, expectNoAxeViolations, launchBrowser, openPage } from './support/browser'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const { phone, desktop } = DEVICES
const openContext = (device: typeof phone | typeof desktop) => openPage(browser, device)

async function signUp(email: string, password: string, fullName: string): Promise<void> {
  const res = await fetch(`${baseURL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: fullName } }),
  })
  expect(res.status).toBe(200)
}

async function recoveryLink(email: string): Promise<string> {
  const res = await fetch(`${baseURL}/__mailbox/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await res.json()) as {
    messages: Array<{ kind: string; subject: string; links: string[] }>
  }
  const message = messages.find((m) => m.kind === 'recovery')
  expect(message?.subject).toBe('Redefinir sua senha')
  return message!.links[0]!
}

/** No page wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(scroll).toBeLessThanOrEqual(client)
}

for (const [label, device] of [
  ['phone 360x740 (touch)', phone],
  ['desktop', desktop],
] as const) {
  test(`${label}: a forgotten password is reset with the e-mailed link, and the new one signs in`, async () => {
    const { page, context, errors } = await openContext(device)
    const press = (target: Locator) => (device.hasTouch ? target.tap() : target.click())
    const suffix = `${Date.now().toString(36)}${device.hasTouch ? 'm' : 'd'}`
    const email = `recupera.${suffix}@exemplo.org`
    const name = `Rita Recupera ${suffix}`
    const newPassword = 'nova-senha-456'
    await signUp(email, 'senha-esquecida-1', name)
    try {
      await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' })
      await page.getByLabel('E-mail').fill(email)
      const forgot = page.getByRole('link', { name: 'Esqueci minha senha' })
      const box = await forgot.boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
      await press(forgot)
      await page.waitForURL(`${baseURL}/recuperar-senha`)
      await page.getByRole('heading', { level: 1, name: 'Recuperar senha' }).waitFor()
      // The address typed on /login came along.
      expect(await page.getByLabel('E-mail').inputValue()).toBe(email)
      await expectNoAxeViolations(page)
      await expectNoSidewaysScroll(page)

      await press(page.getByRole('button', { name: 'Enviar link' }))
      const sent = page.getByRole('status').filter({ hasText: 'Confira seu e-mail' })
      await sent.waitFor()
      expect(await sent.textContent()).toContain(`Se houver uma conta do MOV com o e-mail ${email}`)
      await expectNoAxeViolations(page)

      const link = await recoveryLink(email)
      expect(new URL(link).origin).toBe(baseURL)
      await page.goto(link, { waitUntil: 'networkidle' })
      await page.waitForURL(`${baseURL}/redefinir-senha`)
      await page.getByRole('heading', { level: 1, name: 'Criar nova senha' }).waitFor()
      const field = page.getByLabel('Nova senha (obrigatório)', { exact: true })
      await field.waitFor()
      expect(
        await page.getByText('Use pelo menos 10 caracteres, com letras e números.').isVisible(),
      ).toBe(true)
      await expectNoAxeViolations(page)
      await expectNoSidewaysScroll(page)

      // Mismatch first: announced, still accessible.
      await field.fill(newPassword)
      await page.getByLabel('Confirme a nova senha (obrigatório)', { exact: true }).fill('outra')
      await press(page.getByRole('button', { name: 'Salvar nova senha' }))
      await page.getByRole('alert').filter({ hasText: 'As senhas não coincidem.' }).waitFor()
      await expectNoAxeViolations(page)

      await page
        .getByLabel('Confirme a nova senha (obrigatório)', { exact: true })
        .fill(newPassword)
      await press(page.getByRole('button', { name: 'Salvar nova senha' }))
      await page.getByText('Senha redefinida!').waitFor()
      await expectNoAxeViolations(page)

      expect(await page.getByRole('link', { name: 'Ir para a página inicial' }).count()).toBe(1)
      // Signing out right there and in again goes on, never back to the spent reset page
      // (it used to say "Abra o link do e-mail").
      const header = page.getByRole('banner')
      await press(header.getByRole('button', { name: new RegExp(name) }))
      await press(page.getByRole('menuitem', { name: 'Sair' }))
      await press(header.getByRole('link', { name: 'Entrar' }))
      await page.waitForURL(`${baseURL}/login`)
      await page.getByLabel('E-mail').fill(email)
      await page.getByLabel('Senha (obrigatório)', { exact: true }).fill(newPassword)
      await press(page.getByRole('button', { name: 'Entrar', exact: true }))
      await page.waitForURL(`${baseURL}/`)
      await header.getByRole('button', { name: new RegExp(name) }).waitFor()
      expect(await page.getByText('Abra o link do e-mail').count()).toBe(0)

      // The link worked once: opened again, it lands on the page with a clear message.
      await page.goto(link, { waitUntil: 'networkidle' })
      await page.getByText('Link inválido ou expirado').waitFor()
      expect(await page.getByLabel('Nova senha (obrigatório)', { exact: true }).count()).toBe(0)
      await expectNoAxeViolations(page)
      await press(page.getByRole('link', { name: 'Pedir um novo link' }))
      await page.waitForURL(`${baseURL}/recuperar-senha`)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}

test('the local mailbox page lists the e-mails with their links, newest first', async () => {
  const email = `caixa.${Date.now().toString(36)}@exemplo.org`
  await signUp(email, 'senha-da-caixa-1', 'Caixa Teste')
  const { page, context } = await openContext(desktop)
  try {
    await page.goto(`${baseURL}/__mailbox`)
    await page.getByRole('heading', { level: 1, name: 'Caixa de e-mails local' }).waitFor()
    const first = page.getByRole('listitem').first()
    expect(await first.textContent()).toContain(email)
    expect(await first.getByRole('link', { name: 'Confirme seu cadastro no MOV' }).count()).toBe(1)
  } finally {
    await context.close()
  }
})
