// The build served with dist/_headers (vite/static-headers.ts), as a static host would: every kind
// of answer carries the security headers; walking the whole site on a phone and on a desktop
// (every public page, one page of each kind of item, the cart drawer, the donation dialog, a
// track module's video embed) reports no Content Security Policy violation; and the policy is
// really enforced (eval and an inserted inline script are refused).
import { loadEnv } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { createServiceKey } from '../../local-backend/jwt'
import { LOCAL_STORE_ID } from '../../src/config/local'
import { contentSecurityPolicy } from '../../scripts/security-headers.mjs'
import { restSelect } from './support/backend'
import { DEVICES, engagePage, launchBrowser, openPage, type DeviceName } from './support/browser'
import { publicStaticRoutes, unknownRoute } from './support/routes'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The policy the build wrote for the environment the e2e run built with. */
const expectedPolicy = contentSecurityPolicy(loadEnv('production', process.cwd(), 'VITE_'))

/** One page of each kind of item, from the seeded rows. */
async function itemRoutes(): Promise<{ routes: string[]; modulo: { id: string; trilha: string } }> {
  const one = async <T>(query: string): Promise<T> => {
    const [row] = await restSelect<T>(baseURL, `${query}&limit=1`)
    if (!row) throw new Error(`No seeded row for ${query}`)
    return row
  }
  const programa = await one<{ id: string }>('programas?select=id')
  const noticia = await one<{ slug: string }>('noticias?select=slug')
  const autor = await one<{ id: string }>('autores?select=id')
  const instituto = await one<{ id: string }>('institutos?select=id')
  const pesquisa = await one<{ id: string }>('pesquisas?select=id')
  const modulo = await one<{ id: string; trilha_id: string }>('trilha_modulos?select=id,trilha_id')
  const res = await fetch(`${baseURL}/store/${LOCAL_STORE_ID}/products?limit=1`)
  const { products } = (await res.json()) as { products: Array<{ id: string }> }
  if (!products[0]) throw new Error('No seeded product')
  return {
    routes: [
      `/programas/${programa.id}`,
      `/noticias/${noticia.slug}`,
      `/autores/${autor.id}`,
      `/institutos/${instituto.id}`,
      `/pesquisas/${pesquisa.id}`,
      `/trilhas/${modulo.trilha_id}`,
      `/trilhas/${modulo.trilha_id}/modulo/${modulo.id}`,
      `/product/${products[0].id}`,
    ],
    modulo: { id: modulo.id, trilha: modulo.trilha_id },
  }
}

function expectSecurityHeaders(res: Response, what: string): void {
  expect(res.headers.get('content-security-policy'), what).toBe(expectedPolicy)
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff')
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('x-frame-options'), what).toBe('DENY')
  expect(res.headers.get('cross-origin-opener-policy'), what).toBe('same-origin')
  expect(res.headers.get('permissions-policy'), what).toBe(
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  )
}

const html = { headers: { Accept: 'text/html' }, redirect: 'manual' } as const

test('pages, the shell, the not-found page, redirects and assets carry the headers', async () => {
  // The policy is the strict one whatever the environment: scripts and data from the site (and
  // its backends), no plugins, no <base>, no framing by other sites.
  const policy = new Map(
    expectedPolicy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
  )
  expect(policy.get('script-src')).toBe("'self'")
  expect(policy.get('object-src')).toBe("'none'")
  expect(policy.get('base-uri')).toBe("'none'")
  expect(policy.get('frame-ancestors')).toBe("'none'")

  const home = await fetch(`${baseURL}/`, html)
  expect(home.status).toBe(200)
  expectSecurityHeaders(home, '/')
  const homeHtml = await home.text()
  // No inline executable script: only module files and the rows' JSON data block.
  for (const tag of homeHtml.match(/<script\b[^>]*>/g) ?? []) {
    expect(tag, 'script tag of /').toMatch(/\bsrc="\/assets\/|type="application\/json"/)
  }

  const prerendered = await fetch(`${baseURL}/doar`, html)
  expect(prerendered.status).toBe(200)
  expectSecurityHeaders(prerendered, '/doar')

  const { routes } = await itemRoutes()
  const item = await fetch(`${baseURL}${routes[1]}`, html)
  expect(item.status).toBe(200)
  expectSecurityHeaders(item, routes[1]!)

  const missing = await fetch(`${baseURL}${unknownRoute}`, html)
  expect(missing.status).toBe(404)
  expectSecurityHeaders(missing, unknownRoute)

  const alias = await fetch(`${baseURL}/loja`, html)
  expect(alias.status).toBe(301)
  expectSecurityHeaders(alias, '/loja')

  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(homeHtml)?.[1]
  expect(script).toBeDefined()
  for (const encoding of ['br', 'identity']) {
    const asset = await fetch(`${baseURL}${script}`, { headers: { 'Accept-Encoding': encoding } })
    expect(asset.status).toBe(200)
    expectSecurityHeaders(asset, `${script} (${encoding})`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  }
})

/**
 * A page that reports every CSP violation: the browser's own console line, and the
 * `securitypolicyviolation` event, logged by a listener installed before any page script runs.
 */
async function watchedPage(device: DeviceName) {
  const tracked = await openPage(browser, DEVICES[device])
  const violations: string[] = []
  tracked.page.on('console', (msg) => {
    const text = msg.text()
    if (/Content Security Policy|csp-violation/i.test(text)) {
      violations.push(`${tracked.page.url()}: ${text}`)
    }
  })
  await tracked.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.warn(
        `csp-violation ${e.effectiveDirective} blocked=${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      )
    })
  })
  return { ...tracked, violations }
}

/** A stand-in for the video player, so the embed loads without the network. */
async function stubVideoPlayers(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => {
    requested.push(route.request().url())
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Vídeo</title><p>player</p>',
    })
  })
  return requested
}

async function setModuleVideo(id: string, videoUrl: string | null): Promise<void> {
  const key = await createServiceKey()
  const res = await fetch(`${baseURL}/rest/v1/trilha_modulos?id=eq.${id}`, {
    method: 'PATCH',
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({ video_url: videoUrl }),
  })
  if (!res.ok) throw new Error(`PATCH trilha_modulos: ${res.status} ${await res.text()}`)
}

async function walk(device: DeviceName): Promise<void> {
  const { routes, modulo } = await itemRoutes()
  const { page, context, errors, violations } = await watchedPage(device)
  const played = await stubVideoPlayers(page)
  const [original] = await restSelect<{ video_url: string | null }>(
    baseURL,
    `trilha_modulos?select=video_url&id=eq.${modulo.id}`,
  )
  try {
    for (const route of [...publicStaticRoutes, ...routes]) {
      await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' })
      await page.getByRole('banner').waitFor()
      await page.locator('main h1').first().waitFor()
      expect(violations, `CSP violations on ${route}`).toEqual([])
    }

    // The cart drawer, then the donation dialog (its QR code is an inline SVG).
    await page.getByRole('button', { name: /^Abrir carrinho/ }).click()
    await page.getByRole('dialog', { name: 'Seu Carrinho' }).waitFor()
    await page.keyboard.press('Escape')
    await page.goto(`${baseURL}/junte-se-a-nos`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Faça uma Doação' }).click()
    const donation = page.getByRole('dialog', { name: 'Faça uma Doação' })
    // On a touch screen the QR code waits behind a button.
    if (device === 'phone') await donation.getByRole('button', { name: 'Mostrar QR Code' }).click()
    await donation.getByRole('img', { name: /QR Code PIX/ }).waitFor()
    await page.keyboard.press('Escape')
    expect(violations, 'CSP violations in the drawer and the dialog').toEqual([])

    // A module with a YouTube video: the embed (frame-src) loads.
    await setModuleVideo(modulo.id, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    await page.goto(`${baseURL}/trilhas/${modulo.trilha}/modulo/${modulo.id}`, {
      waitUntil: 'networkidle',
    })
    // The module's page was pre-rendered before the video was set: the visitor's first key brings
    // the page's code, which reads the module again.
    await engagePage(page)
    const frame = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')
    await frame.scrollIntoViewIfNeeded()
    await expect
      .poll(() => page.frames().some((f) => f.url().startsWith('https://www.youtube-nocookie')))
      .toBe(true)
    expect(played).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'])
    expect(violations, 'CSP violations with the video embed').toEqual([])
    expect(errors).toEqual([])
  } finally {
    await setModuleVideo(modulo.id, original?.video_url ?? null)
    await context.close()
  }
}

// About forty pages, each waited on until the network is idle: longer than one journey on a busy machine.
test('walking the site on a phone reports no CSP violation', async () => {
  await walk('phone')
}, 240_000)

test('walking the site on a desktop reports no CSP violation', async () => {
  await walk('desktop')
}, 240_000)

test('the policy is enforced: string evaluation, inline scripts and inline handlers are refused and reported', async () => {
  const { page, context, violations } = await watchedPage('desktop')
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    // Playwright's evaluate runs with the DevTools protocol's leave to evaluate strings, so the
    // attempts run from the page's own tasks: a timer (eval and a string timer), an inserted
    // <script> with text, and an element with an inline event handler.
    await page.evaluate(() => {
      setTimeout(() => {
        const w = window as unknown as Record<string, unknown>
        try {
          w.evalResult = String(eval('1 + 1'))
        } catch (error) {
          w.evalResult = (error as Error).name
        }
        const script = document.createElement('script')
        script.textContent = 'window.inlineRan = true'
        document.head.append(script)
        const button = document.createElement('button')
        button.setAttribute('onclick', 'window.handlerRan = true')
        document.body.append(button)
        button.click()
        button.remove()
      }, 0)
    })
    await page.waitForFunction(() => 'evalResult' in window)
    const outcome = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>
      return {
        evalResult: w.evalResult,
        inlineRan: 'inlineRan' in w,
        handlerRan: 'handlerRan' in w,
      }
    })
    expect(outcome).toEqual({ evalResult: 'EvalError', inlineRan: false, handlerRan: false })
    await expect.poll(() => violations.filter((v) => v.includes('csp-violation')).length).toBe(3)
    const reported = violations.join('\n')
    expect(reported).toMatch(/csp-violation script-src blocked=eval/)
    expect(reported).toMatch(/csp-violation script-src-elem blocked=inline/)
    expect(reported).toMatch(/csp-violation script-src-attr blocked=inline/)
  } finally {
    await context.close()
  }
})
