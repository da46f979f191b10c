// What the service worker never keeps nor answers from a cache: a staff screen, pages and reads of
// a signed-in visitor, writes. Staff signs in with the worker allowed, opens the admin area online,
// then offline the admin address gets the offline page, never the staff screen; the caches hold no
// staff page and no answer to a request made with a session; a write goes to the network and,
// offline, fails instead of being answered. docs/decisions/offline-and-install.md.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { launchBrowser, openPage } from './support/browser'
import { signIn } from './support/staff'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const NETWORK_NOISE = [/Failed to load resource/]

/** The service worker registers after the first interaction: press a key until it controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Shift')
        return page.evaluate(() => navigator.serviceWorker.controller !== null)
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe(true)
}

/** Every URL the site's caches hold (path and query), by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      out[name] = (await cache.keys()).map((r) => r.url.replace(location.origin, ''))
    }
    return out
  })
}

test('a staff screen opened online is never answered from a cache, and no answer to a signed-in request is kept', async () => {
  const { page, context, errors } = await openPage(browser, {
    serviceWorkers: 'allow',
    ignoreConsole: NETWORK_NOISE,
  })
  // Every request the page made with a session, and every one it made without.
  const withSession = new Set<string>()
  const anonymous = new Set<string>()
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !/\/(rest|storage)\/v1\//.test(request.url())) return
    const authorization = request.headers()['authorization']
    const url = request.url().replace(baseURL, '')
    if (authorization && authorization !== `Bearer ${LOCAL_ANON_KEY}`) withSession.add(url)
    else anonymous.add(url)
  })
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await controlledByServiceWorker(page)
    await signIn(page, baseURL, 'admin@mov.local')
    await page.goto(`${baseURL}/admin`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor()
    await page.getByLabel('Senha de Acesso (obrigatório)', { exact: true }).fill('admin-local')
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    const staffTitle = 'Painel do Administrador'
    await page.getByRole('heading', { level: 1, name: staffTitle }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // The admin area read its rows with the staff session.
    expect(withSession.size).toBeGreaterThan(0)

    const cached = await cachedUrls(page)
    const all = Object.values(cached).flat()
    expect(all.length).toBeGreaterThan(0)
    expect(all.filter((url) => /^\/(admin|escritor|conta|mov-plus|login)\b/.test(url))).toEqual([])
    // A read kept is one the page also made without a session; none of the staff's own.
    const keptReads = all.filter((url) => /^\/(rest|storage)\/v1\//.test(url))
    const sessionOnly = [...withSession].filter((url) => !anonymous.has(url))
    expect(sessionOnly.length).toBeGreaterThan(0)
    for (const url of sessionOnly) expect(keptReads, url).not.toContain(url)
    expect(all.some((url) => url.startsWith('/auth/v1') || url.startsWith('/functions/v1'))).toBe(
      false,
    )

    await context.setOffline(true)
    await page.goto(`${baseURL}/admin`)
    await page.getByRole('heading', { level: 1, name: 'Você está sem conexão' }).waitFor()
    expect(await page.getByText(staffTitle, { exact: true }).count()).toBe(0)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('a write goes to the network: online it reaches the server, offline it fails instead of a cached answer', async () => {
  const { page, context, errors } = await openPage(browser, {
    serviceWorkers: 'allow',
    ignoreConsole: NETWORK_NOISE,
  })
  try {
    await page.goto(`${baseURL}/junte-se-a-nos`, { waitUntil: 'networkidle' })
    await controlledByServiceWorker(page)
    /** An insert of a partnership proposal as the site sends it (anonymous, with the anon key). */
    const insert = () =>
      page.evaluate(async (key) => {
        try {
          const res = await fetch('/rest/v1/parcerias_solicitacoes', {
            method: 'POST',
            headers: {
              apikey: key,
              Authorization: `Bearer ${key}`,
              'Content-Type': 'application/json',
              Prefer: 'return=minimal',
            },
            // Not a valid proposal: the database refuses it, which proves the server answered.
            body: JSON.stringify({ organization_name: '' }),
          })
          return `status ${res.status}`
        } catch (error) {
          return `failed: ${String(error)}`
        }
      }, LOCAL_ANON_KEY)
    const answered = page.waitForResponse(
      (r) => r.url().includes('/rest/v1/parcerias_solicitacoes') && r.request().method() === 'POST',
    )
    expect(await insert()).toMatch(/^status 4\d\d$/)
    expect((await answered).fromServiceWorker()).toBe(false)

    await context.setOffline(true)
    expect(await insert()).toMatch(/^failed: TypeError/)
    const cached = await page.evaluate(async () =>
      (await Promise.all((await caches.keys()).map(async (n) => (await caches.open(n)).keys())))
        .flat()
        .map((r) => r.url)
        .filter((url) => url.includes('parcerias_solicitacoes')),
    )
    expect(cached).toEqual([])
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
