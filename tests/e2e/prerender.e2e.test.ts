// The pre-rendered pages (scripts/build-site.mjs): what their HTML holds before any script runs,
// what the home page loads before the visitor does anything, and that hydration takes the HTML
// over without a mismatch, with the browser's own state (a saved cart) applied right after.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser } from 'playwright-core'
import { restSelect } from './support/backend'
import { launchBrowser, openPage, requestsReported } from './support/browser'
import { PHONE } from './support/staff'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function html(path: string, status = 200): Promise<string> {
  const res = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html' } })
  expect(res.status, path).toBe(status)
  return res.text()
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length

test('a pre-rendered page arrives as HTML with one set of its own head tags', async () => {
  const home = await html('/')
  expect(home).toContain('data-prerendered="/"')
  expect(home).toMatch(/<h1[^>]*>O futuro começa/)
  expect(home).toContain('Pular para o conteúdo')
  expect(home).toMatch(/<footer/)
  // The stats strip and the skeletons of the sections that read the database are in the HTML.
  expect(home).toMatch(/<dl[^>]*>/)
  expect(count(home, /<title[\s>]/g)).toBe(1)
  expect(home).toContain('>MOV — O futuro começa agora</title>')

  for (const path of ['/store', '/institucional/nossa-historia', '/noticias', '/portal-pdc']) {
    const page = await html(path)
    expect(page, path).toContain(`data-prerendered="${path}"`)
    expect(count(page, /<title[\s>]/g), path).toBe(1)
    expect(count(page, /<meta [^>]*name="description"/g), path).toBe(1)
    // Without VITE_SITE_URL the build used a placeholder origin, which the server rewrote to the
    // request's own.
    expect(count(page, /<link [^>]*rel="canonical"/g), path).toBe(1)
    expect(page, path).toContain(`rel="canonical" href="${baseURL}${path}"`)
    expect(page, path).toMatch(/<meta [^>]*property="og:title"/)
    expect(page, path).toMatch(/<main id="conteudo"[^>]*>.*<h1/s)
    // The whole page is written out: no deferred segment and no inline script of React's.
    expect(page, path).not.toMatch(/<script>|<template id="B:/)
  }
  expect(await html('/store')).toContain('>Loja | MOV</title>')
})

test('an institutional page carries its text from the database in the HTML, and keeps it', async () => {
  const [pagina] = await restSelect<{ title: string; body: string }>(
    baseURL,
    'paginas?select=title,body&section=eq.institucional&slug=eq.nossa-historia',
  )
  expect(pagina).toBeDefined()
  const raw = await html('/institucional/nossa-historia')
  // A plain line of the Markdown body (no markup to render differently, no character to escape).
  const firstLine = pagina!.body
    .split('\n')
    .find((line) => /^[A-Za-zÀ-ú]/.test(line.trim()) && !/[*_`[\]#>&<"']/.test(line))
  expect(firstLine).toBeDefined()
  expect(raw).toContain(firstLine!.trim().slice(0, 40))
  expect(raw).toContain('id="dados-pre-renderizados"')
  expect(raw).not.toContain('data-testid="markdown-skeleton"')

  const { page, context, errors } = await openPage(browser, { viewport: PHONE })
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { skeletons: number }
      w.skeletons = 0
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && node.querySelector('[data-testid="markdown-skeleton"]'))
              w.skeletons++
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${baseURL}/institucional/nossa-historia`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: pagina!.title }).waitFor()
    // Hydration never swapped the text for placeholders.
    expect(await page.evaluate(() => (window as unknown as { skeletons: number }).skeletons)).toBe(
      0,
    )
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('an address that is not pre-rendered gets the empty shell, not the home page', async () => {
  for (const path of ['/noticias/qualquer-uma', '/login']) {
    const page = await html(path)
    expect(page, path).toContain('<div id="root"></div>')
    expect(page, path).not.toContain('data-prerendered')
    // One set of head tags, the site's (or the page's own: /login), which the app replaces.
    expect(count(page, /<title[\s>]/g), path).toBe(1)
    expect(count(page, /<meta [^>]*name="description"/g), path).toBe(1)
  }
})

test('an address that is no route gets the pre-rendered not-found page with status 404', async () => {
  const page = await html('/nao-existe', 404)
  expect(page).toContain('data-prerendered="/404"')
  expect(page).toContain('Página não encontrada')
  expect(count(page, /<title[\s>]/g)).toBe(1)
})

test('home on a phone: before any interaction only the entry loads; the sections at the first scroll', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: PHONE })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  try {
    // The pre-rendered page names one boot script; the shell names the entry and its imports, which
    // the boot script loads once the page has painted.
    const listed = [
      ...[await html('/'), await html('/login')].flatMap((page) =>
        [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
      ),
    ]
    expect(listed.some((file) => file?.includes('/boot-'))).toBe(true)
    // The page's timers run on Playwright's clock: what the page would start within 5 s without an
    // interaction (the boot script's 1 s fallback included) is started at once, not waited for.
    await page.clock.install()
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await page.clock.runFor(5_000)
    await requestsReported(page)
    expect(scripts.length).toBeGreaterThan(0)
    // Every script requested so far is the boot script, the entry or one of its static imports:
    // no home sections, no data client, no supabase-js, no mega-menus.
    expect(scripts.filter((s) => !listed.includes(s))).toEqual([])
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(
      /O futuro começa/,
    )
    // The sections' headings are in the HTML already; their rows come after the first scroll.
    await expect(page.getByRole('heading', { name: 'Nossos Programas' }).isVisible()).resolves.toBe(
      true,
    )
    expect(await page.locator('#secoes-inicio [aria-busy="true"]').count()).toBeGreaterThan(0)
    await page.mouse.wheel(0, 600)
    await page.waitForFunction(
      () => document.querySelector('#secoes-inicio [aria-busy="true"]') === null,
      undefined,
      { timeout: 15_000 },
    )
    expect(scripts.some((s) => s.includes('home-sections'))).toBe(true)
    await page.getByRole('link', { name: 'Ver todos os programas' }).waitFor()
    // The page is live: the menu opens and closes.
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await page.getByRole('navigation', { name: 'Menu' }).waitFor()
    await page.getByRole('button', { name: 'Fechar menu' }).click()

    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('a saved cart shows in the header of a pre-rendered page, with no hydration error', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: PHONE })
  try {
    await context.addInitScript(() => {
      if (localStorage.getItem('mov-cart')) return
      localStorage.setItem(
        'mov-cart',
        JSON.stringify([
          {
            product: { id: 'p1', title: 'Camiseta MOV', image: null },
            variant: { id: 'v1', title: 'M', price_in_cents: 5990 },
            quantity: 2,
          },
        ]),
      )
    })
    for (const path of ['/', '/store', '/institucional/nossa-historia']) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
      await expect(
        page.getByRole('button', { name: 'Abrir carrinho, 2 itens' }).isVisible(),
        path,
      ).resolves.toBe(true)
    }
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
