// The pages people land on (docs/decisions/landing-pages.md): their main content and
// its largest image are in the HTML the server returns, the browser runs nothing but the boot
// module and the entry before the visitor engages, the first tap works, and an item published
// after the build still shows at once.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser } from 'playwright-core'
import { createServiceKey } from '../../local-backend/jwt.ts'
import { newestBuiltNews, restSelect } from './support/backend'
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

async function html(path: string): Promise<string> {
  const res = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html' } })
  expect(res.status, path).toBe(200)
  return res.text()
}

/** The page's <main>, as the server wrote it. */
const mainOf = (page: string) => /<main id="conteudo"[^>]*>(.*)<\/main>/s.exec(page)?.[1] ?? ''

/** Escapes text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

interface ProgramRow {
  id: string
  title: string
  image_url: string | null
}

/** The page's LCP image is in the HTML, fetched eagerly and first (in any attribute order). */
function expectPriorityImage(main: string, src?: string | null) {
  const tags = main.match(/<img\b[^>]*>/g) ?? []
  const tag = tags.find((t) => (src ? t.includes(`src="${src}"`) : /fetchPriority=/.test(t)))
  expect(
    tag,
    `an <img> ${src ? `with src="${src}"` : 'with a fetch priority'} in the HTML`,
  ).toBeDefined()
  expect(tag).toContain('fetchPriority="high"')
  expect(tag).toContain('loading="eager"')
}

test('an article, a programme and a product paint from HTML: content, rows and LCP image', async () => {
  const article = await newestBuiltNews(baseURL, '&cover_image_url=not.is.null')
  const [program] = await restSelect<ProgramRow>(
    baseURL,
    // The last in the order: the admin journey renames (and gives a picture to) the first one
    // after the build, which the build's HTML cannot know.
    'programas?select=id,title,image_url&is_active=eq.true&order=display_order.desc&limit=1',
  )
  expect(article).toBeDefined()
  expect(program).toBeDefined()

  const articlePage = await html(`/noticias/${article.slug}`)
  expect(articlePage).toContain(`data-prerendered="/noticias/${article.slug}"`)
  const articleMain = mainOf(articlePage)
  expect(articleMain).toMatch(new RegExp(`<h1[^>]*>${escaped(article.title)}</h1>`))
  expectPriorityImage(articleMain, article.cover_image_url)
  // The body is rendered Markdown, not its placeholder.
  expect(articleMain).toMatch(/<p>[^<]{20,}/)
  expect(articleMain).not.toContain('data-testid="markdown-skeleton"')
  expect(articleMain).not.toContain('data-testid="article-skeleton"')
  expect(articlePage).toContain('id="dados-pre-renderizados"')
  expect((articlePage.match(/<title[\s>]/g) ?? []).length).toBe(1)

  const programMain = mainOf(await html(`/programas/${program!.id}`))
  expect(programMain).toContain(escaped(program!.title))
  // (The seed's programmes have no image: then the title's header is the largest paint.)
  if (program!.image_url) expectPriorityImage(programMain, program!.image_url)

  const productMain = mainOf(await html('/product/prod_mov_caneca'))
  expect(productMain).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
  expectPriorityImage(productMain)
  expect(productMain).toContain('Adicionar ao carrinho')
})

test('the news list and the store carry their first rows in the HTML', async () => {
  const latest = await newestBuiltNews(baseURL)
  const news = mainOf(await html('/noticias'))
  expect(news).toContain(`href="/noticias/${latest.slug}"`)
  expect(news).toContain(escaped(latest.title))
  const store = mainOf(await html('/store'))
  expect(store).toContain('href="/product/prod_mov_caneca"')
  expect(store).toMatch(/<img [^>]*src="[^"]+"/)
})

test('a product page on a phone: only the boot module and the entry before a tap, and the first tap adds to the cart', async () => {
  const { page, context, errors } = await openPage(browser, {
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  try {
    // What the pre-rendered page names (the boot module) and what the shell names (the entry and
    // its static imports, which the boot module loads once the page has painted).
    const listed = [await html('/product/prod_mov_caneca'), await html('/login')].flatMap((text) =>
      [...text.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
    )
    await page.clock.install()
    await page.goto(`${baseURL}/product/prod_mov_caneca`, { waitUntil: 'networkidle' })
    await page.clock.runFor(5_000)
    await requestsReported(page)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((s) => !listed.includes(s))).toEqual([])

    // One tap on the button of the HTML: it engages the page, and is replayed once the code is in.
    await page.clock.resume()
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).tap()
    await page.getByRole('button', { name: 'Abrir carrinho, 1 item' }).waitFor({ timeout: 15_000 })
    expect(scripts.filter((s) => !listed.includes(s)).length).toBeGreaterThan(0)
    // One set of head tags once the page's own have replaced the build's.
    expect(await page.locator('head title').count()).toBe(1)
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1)
    expect(await page.locator('head meta[name="description"]').count()).toBe(1)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('an article published after the build shows at once at its address', async () => {
  const slug = `publicada-depois-${Date.now()}`
  const title = 'Notícia publicada depois do build'
  const key = await createServiceKey()
  const res = await fetch(`${baseURL}/rest/v1/noticias`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      slug,
      title,
      summary: 'Resumo da notícia nova.',
      body: 'Texto da notícia nova.',
      is_published: true,
      published_at: new Date(Date.now() - 60_000).toISOString(),
    }),
  })
  expect(res.status).toBe(201)
  // No file for it: the shell, which renders it in the browser.
  const shell = await html(`/noticias/${slug}`)
  expect(shell).toContain('<div id="root"></div>')

  const { page, context, errors } = await openPage(browser, { viewport: PHONE })
  try {
    await page.goto(`${baseURL}/noticias/${slug}`)
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 })
    await page.getByText('Texto da notícia nova.').waitFor()
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('after a scroll the article takes over its HTML in place, and links navigate inside the app', async () => {
  const article = await newestBuiltNews(baseURL)
  const { page, context, errors } = await openPage(browser, { viewport: PHONE })
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { skeletons: number }
      w.skeletons = 0
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof Element &&
              node.querySelector(
                '[data-testid="markdown-skeleton"],[data-testid="article-skeleton"]',
              )
            )
              w.skeletons++
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${baseURL}/noticias/${article.slug}`, { waitUntil: 'networkidle' })
    await page.mouse.wheel(0, 300)
    // The route's code runs: its head tags replace the build's (one title, one canonical).
    await page.waitForFunction(
      () => !document.querySelector('head [data-static-head]'),
      undefined,
      {
        timeout: 15_000,
      },
    )
    expect(await page.locator('head title').count()).toBe(1)
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1)
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(article.title)
    expect(await page.evaluate(() => (window as unknown as { skeletons: number }).skeletons)).toBe(
      0,
    )
    // An in-app navigation renders the next page at once (not kept as HTML).
    await page.getByRole('link', { name: 'Ver todas as notícias' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Notícias' }).waitFor({ timeout: 15_000 })
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
