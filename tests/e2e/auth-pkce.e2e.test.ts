// PKCE links (docs/decisions/auth-hardening.md) in the browser, on the production build and the
// local backend: a sign-up is confirmed by its PKCE link (the code exchanged on landing, in the
// browser that signed up only, which then says "Conta confirmada"), a recovery link opened in
// another browser signs nobody in, and an implicit-flow fragment (`#access_token=…` planted in a
// link: login CSRF) signs nobody in. Faults on the code exchange (500, lost response, no answer,
// offline) leave the visitor signed out with a working page; the confirmed address then signs in
// with its password. 360x740 touch phone and desktop; axe.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import {
  DEVICES,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  settleAnimations,
} from './support/browser'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const { phone, desktop } = DEVICES
const EXCHANGE = /\/auth\/v1\/token\?grant_type=pkce/
/** Chromium's own line for an HTTP error or a failed request the page handles. */
const NETWORK_LINES = [/Failed to load resource/, /net::ERR_/]
/**
 * supabase-js's own line when the exchange of a landing `?code=` cannot reach the server (it
 * logs the fetch error from its INITIAL_SESSION emitter); the page handles it (signed out, usable).
 */
const EXCHANGE_UNREACHABLE = /^TypeError: Failed to fetch[\s\S]*_exchangeCodeForSession/

let counter = 0
function newPerson(tag: string) {
  const suffix = `${Date.now().toString(36)}${++counter}${tag}`
  return {
    email: `pkce.${suffix}@exemplo.org`,
    name: `Paula Pkce ${suffix}`,
    password: 'senha-pkce-123',
  }
}

async function mail(email: string, kind: string): Promise<string> {
  const res = await fetch(`${baseURL}/__mailbox/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await res.json()) as { messages: Array<{ kind: string; links: string[] }> }
  const link = messages.find((m) => m.kind === kind)?.links[0]
  expect(link, `${kind} e-mail to ${email}`).toBeTruthy()
  return link!
}

/** Signs up through the site's form; the page then shows the note to confirm the e-mail. */
async function register(
  page: Page,
  person: ReturnType<typeof newPerson>,
  press: (l: Locator) => Promise<void>,
) {
  await page.goto(`${baseURL}/register`, { waitUntil: 'networkidle' })
  await page.getByLabel('Nome completo').fill(person.name)
  await page.getByLabel('E-mail').fill(person.email)
  await page.getByLabel('Senha (obrigatório)', { exact: true }).fill(person.password)
  await page.getByLabel('Confirme a senha (obrigatório)', { exact: true }).fill(person.password)
  await press(page.getByRole('button', { name: 'Criar conta' }))
  await page
    .getByRole('status')
    .filter({ hasText: `Enviamos o link para ${person.email}` })
    .waitFor()
}

async function signedOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).waitFor()
  const keys = await page.evaluate(() => Object.keys(window.localStorage))
  expect(keys.filter((k) => /^sb-.+-auth-token$/.test(k))).toEqual([])
}

async function signInWithPassword(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' })
  await page.getByLabel('E-mail').fill(person.email)
  await page.getByLabel('Senha (obrigatório)', { exact: true }).fill(person.password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await page.waitForURL(`${baseURL}/`)
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(person.name) })
    .waitFor()
}

for (const [label, device] of [
  ['phone 360x740 (touch)', phone],
  ['desktop', desktop],
] as const) {
  test(`${label}: the sign-up link (PKCE) signs in the browser that signed up, once; the code leaves the address`, async () => {
    const { page, context, errors } = await openPage(browser, device)
    const press = (target: Locator) => (device.hasTouch ? target.tap() : target.click())
    const person = newPerson(device.hasTouch ? 'm' : 'd')
    try {
      await register(page, person, press)
      await expectNoAxeViolations(page)
      await signedOut(page)
      const link = await mail(person.email, 'confirmation')
      expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/)
      const exchanged = page.waitForResponse(EXCHANGE)
      await page.goto(link, { waitUntil: 'networkidle' })
      expect((await exchanged).status()).toBe(200)
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(person.name) })
        .waitFor()
      expect(new URL(page.url()).searchParams.has('code')).toBe(false)
      // The landing says so, with whom the visitor is now signed in as.
      const confirmed = page.locator('[data-toast-viewport] li', { hasText: 'Conta confirmada' })
      await confirmed.waitFor()
      expect(await confirmed.textContent()).toContain(
        `Você já está conectado como ${person.email}.`,
      )
      expect(new URL(page.url()).search).toBe('')
      await expectNoAxeViolations(page)
      // A reload says nothing more.
      await page.reload({ waitUntil: 'networkidle' })
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(person.name) })
        .waitFor()
      expect(await page.locator('[data-toast-viewport] li').count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}

test('phone: the sign-up link opened in another browser confirms the address but signs nobody in there', async () => {
  const person = newPerson('o')
  const first = await openPage(browser, phone)
  const other = await openPage(browser, { ...phone, ignoreConsole: NETWORK_LINES })
  try {
    await register(first.page, person, (l) => l.tap())
    const link = await mail(person.email, 'confirmation')
    await other.page.goto(link, { waitUntil: 'networkidle' })
    await other.page.waitForURL((url) => url.pathname === '/')
    await other.page.getByRole('heading', { level: 1 }).first().waitFor()
    await signedOut(other.page)
    // Confirmed, and told how to go on.
    const confirmed = other.page.locator('[data-toast-viewport] li', {
      hasText: 'Conta confirmada',
    })
    await confirmed.waitFor()
    expect(await confirmed.textContent()).toContain('Entre com seu e-mail e senha para continuar.')
    await expectNoAxeViolations(other.page)
    // The address is confirmed: the password signs in (in any browser).
    await signInWithPassword(other.page, person)
    expect(first.errors).toEqual([])
    expect(other.errors).toEqual([])
  } finally {
    await first.context.close()
    await other.context.close()
  }
})

test('desktop: a recovery link opened in another browser signs nobody in and says the link is invalid', async () => {
  const person = newPerson('r')
  const asker = await openPage(browser, desktop)
  const other = await openPage(browser, { ...desktop, ignoreConsole: NETWORK_LINES })
  try {
    await register(asker.page, person, (l) => l.click())
    await asker.page.goto(await mail(person.email, 'confirmation'), { waitUntil: 'networkidle' })
    await asker.page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(person.name) })
      .waitFor()
    await asker.page.evaluate(() => window.localStorage.clear())
    await asker.page.goto(`${baseURL}/recuperar-senha`, { waitUntil: 'networkidle' })
    await asker.page.getByLabel('E-mail').fill(person.email)
    await asker.page.getByRole('button', { name: 'Enviar link' }).click()
    await asker.page.getByRole('status').filter({ hasText: 'Confira seu e-mail' }).waitFor()
    await other.page.goto(await mail(person.email, 'recovery'), { waitUntil: 'networkidle' })
    await other.page.getByText('Link inválido ou expirado').waitFor()
    expect(await other.page.getByLabel('Nova senha (obrigatório)', { exact: true }).count()).toBe(0)
    await signedOut(other.page)
    await expectNoAxeViolations(other.page)
    expect(other.errors).toEqual([])
  } finally {
    await asker.context.close()
    await other.context.close()
  }
})

for (const [label, device] of [
  ['phone 360x740 (touch)', phone],
  ['desktop', desktop],
] as const) {
  test(`${label}: a link with someone else's session in the fragment (#access_token=…) signs nobody in`, async () => {
    // The attacker's own, real session.
    const attacker = newPerson('a')
    const signUp = await fetch(`${baseURL}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: attacker.email,
        password: attacker.password,
        data: { full_name: attacker.name },
      }),
    })
    expect(signUp.status).toBe(200)
    await fetch(await mail(attacker.email, 'confirmation'), { redirect: 'manual' })
    const token = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: attacker.email, password: attacker.password }),
    })
    const session = (await token.json()) as Record<string, string | number>
    expect(session.access_token).toBeTruthy()

    const { page, context, errors } = await openPage(browser, device)
    const userCalls: string[] = []
    page.on('request', (request) => {
      if (/\/auth\/v1\/(user|token)/.test(request.url())) userCalls.push(request.url())
    })
    try {
      const fragment = new URLSearchParams({
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        token_type: 'bearer',
        type: 'signup',
      })
      await page.goto(`${baseURL}/mov-plus#${fragment.toString()}`, { waitUntil: 'networkidle' })
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await signedOut(page)
      expect(await page.getByText(attacker.name).count()).toBe(0)
      // The planted tokens were never sent anywhere.
      expect(userCalls).toEqual([])
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}

const faults: Array<[string, (route: Route, context: BrowserContext) => Promise<void>]> = [
  [
    'a 500',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"unexpected_failure","message":"Unexpected failure"}',
      }),
  ],
  [
    'a lost response',
    async (route) => {
      await route.fetch()
      await route.abort('connectionreset')
    },
  ],
  // The browser goes offline as the exchange leaves (the landing page itself loaded).
  [
    'offline',
    async (route, context) => {
      await context.setOffline(true)
      await route.abort('internetdisconnected')
    },
  ],
]

for (const [name, fault] of faults) {
  test(`desktop: ${name} on the code exchange leaves the visitor signed out on a working page; the password then signs in`, async () => {
    const person = newPerson('f')
    const { page, context, errors } = await openPage(browser, {
      ...desktop,
      ignoreConsole: [...NETWORK_LINES, EXCHANGE_UNREACHABLE],
    })
    try {
      await register(page, person, (l) => l.click())
      await page.route(EXCHANGE, (route) => fault(route, context))
      await page.goto(await mail(person.email, 'confirmation'), { waitUntil: 'networkidle' })
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await signedOut(page)
      // The home page's sections fade in; axe reads the colours once they have settled.
      await settleAnimations(page)
      await expectNoAxeViolations(page)
      await page.unroute(EXCHANGE)
      await context.setOffline(false)
      await signInWithPassword(page, person)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}

test('phone: a code exchange that never answers does not hold the page: it renders, signed out', async () => {
  const person = newPerson('h')
  const { page, context, errors } = await openPage(browser, phone)
  try {
    await register(page, person, (l) => l.tap())
    await page.route(EXCHANGE, () => new Promise<void>(() => undefined))
    await page.goto(await mail(person.email, 'confirmation'), { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.getByRole('banner').waitFor()
    expect(await page.getByRole('banner').getByText(person.name).count()).toBe(0)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
