// Accounts and the password gate in the production build on the local backend: register, sign
// in, the name in the header, sign out; /admin with a wrong then the right password, locked again
// after a reload; axe with 0 violations on /login, /register, the gate and the opened area.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { expectNoAxeViolations, launchBrowser, openPage } from './support/browser'
import { passSecondFactor } from './support/staff'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function confirmationLink(email: string): Promise<string> {
  const res = await fetch(`${baseURL}/__mailbox/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await res.json()) as { messages: Array<{ kind: string; links: string[] }> }
  return messages.find((m) => m.kind === 'confirmation')!.links[0]!
}

async function toastShown(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor()
}

test('register, sign out, sign in again: the name shows in the header, and "Sair" signs out', async () => {
  const { page, context, errors } = await openPage(browser)
  const suffix = Date.now().toString(36)
  const name = `Marina Teste ${suffix}`
  const email = `marina.${suffix}@exemplo.org`
  const password = 'senha-segura-123'
  try {
    await page.goto(`${baseURL}/register`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: 'Criar conta' }).waitFor()
    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'Entrar' }).waitFor()
    await expectNoAxeViolations(page)

    // Empty submit: errors are announced, and the page is still accessible with them shown.
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await page.getByText('Informe seu nome completo.').waitFor()
    await expectNoAxeViolations(page)

    await page.getByLabel('Nome completo').fill(name)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Senha (obrigatório)', { exact: true }).fill(password)
    await page.getByLabel('Confirme a senha (obrigatório)', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await toastShown(page, 'Registro bem-sucedido!')
    // Confirmations are on: no session until the e-mailed link (PKCE) is opened in this browser.
    await page
      .getByRole('status')
      .filter({ hasText: `Enviamos o link para ${email}` })
      .waitFor()
    await expectNoAxeViolations(page)
    expect(await header.getByRole('link', { name: 'Entrar' }).count()).toBe(1)
    await page.goto(await confirmationLink(email), { waitUntil: 'networkidle' })
    await page.waitForURL(`${baseURL}/`)
    const account = header.getByRole('button', { name: new RegExp(name) })
    await account.waitFor()

    await account.click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    // The role comes with the profile, which may still be on its way when the menu opens.
    await menu.getByText('Perfil: membro').waitFor()
    expect(await menu.textContent()).toContain(email)
    expect(await menu.textContent()).toContain('Perfil: membro')
    await page.getByRole('menuitem', { name: 'Sair' }).click()
    await header.getByRole('link', { name: 'Entrar' }).waitFor()

    await header.getByRole('link', { name: 'Entrar' }).click()
    await page.waitForURL(`${baseURL}/login`)
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor()
    await expectNoAxeViolations(page)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Senha (obrigatório)', { exact: true }).fill('senha-errada')
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await toastShown(page, 'Falha no login')
    expect(
      await page.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos' }).count(),
    ).toBeGreaterThan(0)
    await expectNoAxeViolations(page)

    await page.getByLabel('Senha (obrigatório)', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await page.waitForURL(`${baseURL}/`)
    await header.getByRole('button', { name: new RegExp(name) }).click()
    await page.getByRole('menuitem', { name: 'Sair' }).click()
    await header.getByRole('link', { name: 'Entrar' }).waitFor()
    expect(await header.getByText(name).count()).toBe(0)
    // Chromium logs the refused sign-in's 400 as a console error; nothing else may appear.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([])
  } finally {
    await context.close()
  }
})

test('/admin refuses a wrong password, opens with the right one, and locks again after a reload', async () => {
  const { page, context, errors } = await openPage(browser)
  try {
    await page.goto(`${baseURL}/admin`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor()
    expect(await page.getByText('Acesso Administrador').isVisible()).toBe(true)
    expect(await page.locator('main').getAttribute('data-background')).toBe('light-grey')
    await expectNoAxeViolations(page)

    const field = page.getByLabel('Senha de Acesso (obrigatório)', { exact: true })
    await field.fill('senha-errada')
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'Senha incorreta. Tente novamente.' }).waitFor()
    await toastShown(page, 'Acesso negado')
    await expectNoAxeViolations(page)

    await field.fill('admin-local')
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Painel do Administrador' }).waitFor()
    await toastShown(page, 'Acesso concedido!')
    await page.getByText(/é necessária uma conta com o perfil de administrador/).waitFor()
    await expectNoAxeViolations(page)

    // In-app navigation keeps the flag; a reload loses it.
    await page.getByRole('link', { name: 'Voltar ao site' }).first().click()
    await page.waitForURL(`${baseURL}/`)
    await page.getByRole('banner').getByRole('link', { name: 'Administrador' }).click()
    await page.getByRole('heading', { level: 1, name: 'Painel do Administrador' }).waitFor()
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Painel do Administrador' }).count()).toBe(0)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('a demo admin account opening /admin types the authenticator code and reaches the dashboard of the admin area', async () => {
  const { page, context, errors } = await openPage(browser)
  try {
    await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' })
    await page.getByLabel('E-mail').fill('admin@mov.local')
    await page.getByLabel('Senha (obrigatório)', { exact: true }).fill('mov-local-123')
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    // Staff then type the authenticator's code (docs/decisions/staff-two-factor.md).
    await passSecondFactor(page, 'admin@mov.local')
    await page.waitForURL(`${baseURL}/`)
    await page.getByRole('banner').getByRole('link', { name: 'Administrador' }).click()
    await page.getByLabel('Senha de Acesso (obrigatório)', { exact: true }).fill('admin-local')
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Painel do Administrador' }).waitFor()
    await page.getByRole('region', { name: 'Conteúdo do site' }).waitFor()
    expect(await page.getByText(/é necessária uma conta/).count()).toBe(0)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
