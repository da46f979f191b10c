// Staff two-factor sign-in (docs/decisions/staff-two-factor.md) in the production build on the
// local backend, on a 360x740 touch phone and a 1366x900 desktop, with axe on every new state:
// - an admin signs in with the password, is asked for the authenticator's code (a wrong code is
//   refused in pt-BR), types the right one, opens the area and edits content;
// - the same admin leaving the code step (a session at aal1) cannot write: the API refuses (RLS),
//   and the area asks for the code and says why instead of showing its screens;
// - a new member of staff without a factor is guided through enrolment (QR code and the secret as
//   text), verifies a first code and reaches the newsroom; the factor is then verified on the server;
// - a member turns it on from the account menu's "Segurança da conta"; signing in again asks for
//   the code; leaving that step, turning it off asks for a code first.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { DEVICES, expectNoAxeViolations, launchBrowser, openPage } from './support/browser'
import { serviceSelect, serviceUpdate } from './support/service-role'
import {
  STAFF_TOTP_SECRETS,
  accessToken,
  passwordSession,
  totpCode,
  unusedCode,
} from './support/staff'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const { phone, desktop } = DEVICES
/** Chromium's own line for an HTTP error the page handles (the refused wrong code is a 422). */
const NETWORK_LINES = [/Failed to load resource/]

/** A code that is not the current one (nor the previous or next, which the server also accepts). */
function wrongCode(secret: string): string {
  const near = new Set([-30_000, 0, 30_000].map((offset) => totpCode(secret, Date.now() + offset)))
  for (let n = 0; ; n++) {
    const candidate = String((123456 + n * 7919) % 1_000_000).padStart(6, '0')
    if (!near.has(candidate)) return candidate
  }
}

function claims(token: string): { aal?: string; amr?: Array<{ method: string }> } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    aal?: string
    amr?: Array<{ method: string }>
  }
}

async function unlock(page: Page, path: string, areaPassword: string) {
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor()
  await page.getByLabel('Senha de Acesso (obrigatório)', { exact: true }).fill(areaPassword)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

let created = 0
/** A new confirmed account (signed up through the API, its e-mail link followed). */
async function confirmedAccount(tag: string) {
  const suffix = `${Date.now().toString(36)}${++created}`
  const person = {
    email: `${tag}.${suffix}@exemplo.org`,
    name: `Pessoa ${tag} ${suffix}`,
    password: 'senha-segura-2026',
  }
  const signUp = await fetch(`${baseURL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: person.email,
      password: person.password,
      data: { full_name: person.name },
    }),
  })
  expect(signUp.status).toBe(200)
  const inbox = await fetch(`${baseURL}/__mailbox/messages?to=${encodeURIComponent(person.email)}`)
  const { messages } = (await inbox.json()) as {
    messages: Array<{ kind: string; links: string[] }>
  }
  const link = messages.find((m) => m.kind === 'confirmation')?.links[0]
  expect(link).toBeTruthy()
  await fetch(link!, { redirect: 'manual' })
  const { id } = await passwordSession(baseURL, person.email, person.password)
  return { ...person, id }
}

async function submitLogin(page: Page, email: string, password: string) {
  await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' })
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Senha (obrigatório)', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** Signs in an account without a second factor (no code step) and waits for the home page. */
async function signInAs(page: Page, person: { email: string; password: string }) {
  await submitLogin(page, person.email, person.password)
  await page.waitForURL(`${baseURL}/`)
}

/** The base32 key the enrolment screen shows as text (it may be grouped with spaces). */
async function shownSecret(page: Page): Promise<string> {
  const keyBlock = await page
    .getByText('Ou digite esta chave no aplicativo:')
    .locator('xpath=..')
    .innerText()
  const secret = /([A-Z2-7]{4}[A-Z2-7\s]{12,})/.exec(keyBlock)?.[1]?.replace(/\s+/g, '')
  expect(secret, keyBlock).toMatch(/^[A-Z2-7]{16,}$/)
  return secret!
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

test('desktop: an admin is asked for the code after the password, a wrong code is refused in pt-BR, the right one opens the area and a programme is edited', async () => {
  const { page, context, errors } = await openPage(browser, desktop)
  const [last] = await serviceSelect<{ id: string; title: string }>(
    baseURL,
    'programas?select=id,title&is_active=eq.true&order=display_order.desc&limit=1',
  )
  const newTitle = `${last!.title} (2FA ${Date.now() % 10_000})`
  const secret = STAFF_TOTP_SECRETS['admin@mov.local']!
  try {
    await submitLogin(page, 'admin@mov.local', 'mov-local-123')
    await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor()
    expect(page.url()).toBe(`${baseURL}/login`)
    expect(claims(await accessToken(page)).aal).toBe('aal1')
    await page
      .getByText('Digite o código de 6 dígitos do seu aplicativo autenticador para continuar.')
      .waitFor()
    expect(await page.getByRole('region', { name: 'Conteúdo do site' }).count()).toBe(0)
    await expectNoAxeViolations(page)

    const field = page.getByLabel('Código de verificação')
    await field.fill(wrongCode(secret))
    await page.getByRole('button', { name: 'Verificar código' }).click()
    await page
      .getByText('Código inválido. Confira o aplicativo autenticador e tente novamente.')
      .first()
      .waitFor()
    await expectNoAxeViolations(page)
    expect(claims(await accessToken(page)).aal).toBe('aal1')

    await field.fill(await unusedCode(secret, baseURL))
    await page.getByRole('button', { name: 'Verificar código' }).click()
    await page.waitForURL(`${baseURL}/`)
    // At aal2 the area opens straight after its password.
    await unlock(page, '/admin', 'admin-local')
    await page.getByRole('heading', { level: 1, name: 'Painel do Administrador' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Verificação em duas etapas' }).count()).toBe(0)
    await page.getByRole('region', { name: 'Conteúdo do site' }).waitFor()
    const upgraded = claims(await accessToken(page))
    expect(upgraded.aal).toBe('aal2')
    expect(upgraded.amr?.map((m) => m.method)).toEqual(['totp', 'password'])
    await expectNoAxeViolations(page)

    await page
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Programas', exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Programas' }).waitFor()
    await page
      .getByRole('link', { name: `Editar “${last!.title}”` })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: 'Editar programa' }).waitFor()
    await page.getByRole('textbox', { name: /^Título/ }).fill(newTitle)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Programa salvo.').first().waitFor()
    const [saved] = await serviceSelect<{ title: string }>(
      baseURL,
      `programas?select=title&id=eq.${last!.id}`,
    )
    expect(saved!.title).toBe(newTitle)
    expect(errors.filter((e) => !NETWORK_LINES.some((re) => re.test(e)))).toEqual([])
  } finally {
    // The pre-rendered pages were built with the seed's title (crawlers.e2e compares them).
    await serviceUpdate(baseURL, `programas?id=eq.${last!.id}`, { title: last!.title })
    await context.close()
  }
})

test('phone: the same admin with a session at aal1 cannot write; the API refuses and the area says why', async () => {
  const { page, context, errors } = await openPage(browser, phone)
  const [first] = await serviceSelect<{ id: string; title: string }>(
    baseURL,
    'programas?select=id,title&is_active=eq.true&order=display_order.asc&limit=1',
  )
  try {
    // The password is right; the code step is left without a code (the session stays at aal1).
    await submitLogin(page, 'admin@mov.local', 'mov-local-123')
    await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor()
    const token = await accessToken(page)
    expect(claims(token).aal).toBe('aal1')
    const headers = {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    }

    // An insert: refused by the policy's check.
    const insert = await fetch(`${baseURL}/rest/v1/home_banners`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Banner sem segundo fator',
        image_url: '/banner.png',
        is_active: false,
      }),
    })
    expect(insert.status).toBe(403)
    expect(((await insert.json()) as { code: string }).code).toBe('42501')
    // An update: the row is out of the session's reach, nothing changes.
    const update = await fetch(`${baseURL}/rest/v1/programas?id=eq.${first!.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title: 'Título sem segundo fator' }),
    })
    expect(await update.json()).toEqual([])
    const [unchanged] = await serviceSelect<{ title: string }>(
      baseURL,
      `programas?select=title&id=eq.${first!.id}`,
    )
    expect(unchanged!.title).toBe(first!.title)
    // Private data stays private: the partners' proposals are not readable.
    const proposals = await fetch(`${baseURL}/rest/v1/parcerias_solicitacoes?select=id&limit=1`, {
      headers,
    })
    expect(proposals.status === 200 ? await proposals.json() : []).toEqual([])

    await unlock(page, '/admin', 'admin-local')
    await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor()
    await page.getByText('Esta área exige a verificação em duas etapas.').first().waitFor()
    expect(await page.getByRole('region', { name: 'Conteúdo do site' }).count()).toBe(0)
    await noSidewaysScroll(page, phone.viewport.width)
    await expectNoAxeViolations(page)
    expect(errors.filter((e) => !NETWORK_LINES.some((re) => re.test(e)))).toEqual([])
  } finally {
    await context.close()
  }
})

for (const [label, device] of [
  ['phone 360x740 (touch)', phone],
  ['desktop', desktop],
] as const) {
  test(`${label}: a new member of staff without a factor enrols (QR code and key), verifies a first code and reaches the newsroom`, async () => {
    const person = await confirmedAccount(`escritora${device.hasTouch ? 'm' : 'd'}`)
    // Given the writer role by an administrator (here, the service key).
    await serviceUpdate(baseURL, `profiles?id=eq.${person.id}`, { role: 'escritor' })
    const { page, context, errors } = await openPage(browser, device)
    try {
      await signInAs(page, person)
      await unlock(page, '/escritor', 'escritor-local')

      await page.getByRole('heading', { name: 'Ative a verificação em duas etapas' }).waitFor()
      const qr = page.getByRole('img', {
        name: 'QR code para configurar o aplicativo autenticador',
      })
      await qr.waitFor()
      const box = await qr.boundingBox()
      expect(box!.width).toBeGreaterThan(100)
      expect(box!.x + box!.width).toBeLessThanOrEqual(device.viewport.width)
      const secret = await shownSecret(page)
      await noSidewaysScroll(page, device.viewport.width)
      await expectNoAxeViolations(page)

      const field = page.getByLabel('Código de verificação')
      await field.fill(wrongCode(secret))
      await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click()
      await page
        .getByText('Código inválido. Confira o aplicativo autenticador e tente novamente.')
        .first()
        .waitFor()
      await expectNoAxeViolations(page)

      await field.fill(await unusedCode(secret, baseURL))
      await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click()
      await page.getByText('Verificação em duas etapas ativada').first().waitFor()
      await page.getByRole('heading', { level: 1, name: 'Notícias' }).waitFor()
      expect(claims(await accessToken(page)).aal).toBe('aal2')
      await expectNoAxeViolations(page)

      // On the server: one verified TOTP factor, and the next password sign-in is aal1 again.
      const again = await passwordSession(baseURL, person.email, person.password)
      expect(claims(again.token).aal).toBe('aal1')
      const user = (await (
        await fetch(`${baseURL}/auth/v1/user`, {
          headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${again.token}` },
        })
      ).json()) as { factors?: Array<{ factor_type: string; status: string }> }
      expect(user.factors?.map((f) => [f.factor_type, f.status])).toEqual([['totp', 'verified']])
      expect(errors.filter((e) => !NETWORK_LINES.some((re) => re.test(e)))).toEqual([])
    } finally {
      await context.close()
    }
  })
}

test('phone: a member turns two-factor on from the account menu, and off again after a code', async () => {
  const person = await confirmedAccount('membra')
  const { page, context, errors } = await openPage(browser, phone)
  try {
    await signInAs(page, person)
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(person.name) })
      .tap()
    await page.getByRole('menuitem', { name: 'Segurança da conta' }).tap()
    await page.waitForURL(`${baseURL}/conta/seguranca`)
    await page.getByRole('heading', { name: 'Segurança da conta' }).first().waitFor()
    await page.getByRole('heading', { name: 'Ative a verificação em duas etapas' }).waitFor()
    const secret = await shownSecret(page)
    await noSidewaysScroll(page, phone.viewport.width)
    await expectNoAxeViolations(page)
    await page.getByLabel('Código de verificação').fill(await unusedCode(secret, baseURL))
    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).tap()
    await page.getByText('A verificação em duas etapas está ativada.').waitFor()
    await expectNoAxeViolations(page)

    // Signed in again: the code is asked after the password; leaving that step (aal1), turning
    // it off asks for a code first.
    await context.clearCookies()
    await page.evaluate(() => localStorage.clear())
    await submitLogin(page, person.email, person.password)
    await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor()
    await page.getByText('Senha correta. Sua conta usa a verificação em duas etapas.').waitFor()
    await noSidewaysScroll(page, phone.viewport.width)
    await expectNoAxeViolations(page)
    expect(claims(await accessToken(page)).aal).toBe('aal1')
    await page.goto(`${baseURL}/conta/seguranca`, { waitUntil: 'networkidle' })
    await page.getByText('A verificação em duas etapas está ativada.').waitFor()
    await page.getByRole('button', { name: 'Desativar verificação em duas etapas' }).tap()
    await page
      .getByText('Para desativar, confirme primeiro com um código do aplicativo autenticador.')
      .waitFor()
    await expectNoAxeViolations(page)
    // A code is accepted once: this one is of a step the enrolment did not use.
    await page.getByLabel('Código de verificação').fill(await unusedCode(secret, baseURL))
    await page.getByRole('button', { name: 'Verificar código' }).tap()
    await page.getByText('Verificação em duas etapas desativada').first().waitFor()
    await page.getByRole('heading', { name: 'Ative a verificação em duas etapas' }).waitFor()
    const again = await passwordSession(baseURL, person.email, person.password)
    const user = (await (
      await fetch(`${baseURL}/auth/v1/user`, {
        headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${again.token}` },
      })
    ).json()) as { factors?: Array<{ status: string }> }
    expect((user.factors ?? []).filter((f) => f.status === 'verified')).toEqual([])
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
