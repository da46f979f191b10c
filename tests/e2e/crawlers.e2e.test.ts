// What crawlers that run no script get (docs/decisions/crawler-previews.md): an item page's own
// title, description and image in the HTML whatever the Accept header, the sitemap and the news
// feed with every address answering; and, once the app has run, one set of head tags per page.
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { LOCAL_STORE_ID } from '../../src/config/local'
import { restSelect } from './support/backend'
import { DEVICES, launchBrowser, openPage } from './support/browser'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// A plain GET as a crawler sends it: no script, and an Accept of any type or none at all.
function crawlerGet(
  path: string,
  accept: string | null,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'user-agent': 'WhatsApp/2.23 A' }
    if (accept !== null) headers.accept = accept
    const req = httpRequest(new URL(path, baseURL), { headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** The value of the first `<meta property|name="key" content="...">` in the HTML. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta [^>]*(?:property|name)="${key}"[^>]*>`).exec(html)?.[0]
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * An article the build wrote a crawler page for: the first of the sitemap it wrote (other e2e
 * files publish news afterwards, which get their pages at the next build).
 */
function builtArticleSlug(): string {
  const sitemap = readFileSync(
    fileURLToPath(new URL('../../dist/sitemap.xml', import.meta.url)),
    'utf8',
  )
  const slug = /<loc>[^<]*\/noticias\/([^<]+)<\/loc>/.exec(sitemap)?.[1]
  expect(slug).toBeTruthy()
  return slug!
}

async function itemPages(): Promise<Array<{ path: string; title: string }>> {
  const [article] = await restSelect<{ slug: string; title: string }>(
    baseURL,
    `noticias?select=slug,title&slug=eq.${encodeURIComponent(builtArticleSlug())}`,
  )
  const [program] = await restSelect<{ id: string; title: string }>(
    baseURL,
    // The last one: the admin journey renames the first (programmes carry no update time).
    'programas?select=id,title&is_active=eq.true&order=display_order.desc&limit=1',
  )
  const res = await fetch(`${baseURL}/store/${LOCAL_STORE_ID}/products?limit=1`)
  const { products } = (await res.json()) as { products: Array<{ id: string; title: string }> }
  const product = products[0]
  expect(article && program && product).toBeTruthy()
  return [
    { path: `/noticias/${article!.slug}`, title: article!.title },
    { path: `/programas/${program!.id}`, title: program!.title },
    { path: `/product/${product!.id}`, title: product!.title },
  ]
}

test('an article, a programme and a product answer a plain GET with their own head tags', async () => {
  for (const { path, title } of await itemPages()) {
    for (const accept of ['*/*', null]) {
      const label = `${path} (Accept: ${accept ?? 'none'})`
      const res = await crawlerGet(path, accept)
      expect(res.status, label).toBe(200)
      expect(res.type, label).toMatch(/^text\/html/)
      const html = res.body
      expect(html.match(/<title[\s>]/g), label).toHaveLength(1)
      expect(decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), label).toBe(
        `${title} | MOV`,
      )
      expect(decode(metaContent(html, 'og:title') ?? ''), label).toBe(title)
      const description = decode(metaContent(html, 'og:description') ?? '')
      expect(description.length, label).toBeGreaterThan(10)
      expect(description, label).not.toMatch(/<|\*\*/)
      expect(decode(metaContent(html, 'description') ?? ''), label).toBe(description)
      expect(metaContent(html, 'og:image'), label).toMatch(
        new RegExp(`^${baseURL}/\\S+\\.(png|jpe?g|webp)$`),
      )
      expect(metaContent(html, 'og:url'), label).toBe(`${baseURL}${path}`)
      expect(html, label).toContain(`rel="canonical" href="${baseURL}${path}"`)
      // The item's page is pre-rendered whole (docs/decisions/landing-pages.md): the crawler sees
      // its title as the page's heading too.
      expect(html, label).toContain(`data-prerendered="${path}"`)
      expect(html, label).toMatch(/<main id="conteudo"[^>]*>.*<h1/s)
    }
  }
  // The placeholder image is a real image.
  const home = await crawlerGet('/', '*/*')
  expect(home.status).toBe(200)
  const image = await fetch(metaContent(home.body, 'og:image')!)
  expect(image.status).toBe(200)
  expect(image.headers.get('content-type')).toBe('image/png')
  // Assets and the API still answer as before.
  const unknown = await crawlerGet('/noticias/nao-existe-esta', '*/*')
  expect(unknown.status).toBe(200)
  expect(unknown.body).toContain('<div id="root"></div>')
  expect((await crawlerGet('/nao-existe', null)).status).toBe(404)
  expect((await crawlerGet('/favicon.svg', '*/*')).type).toMatch(/^image\/svg\+xml/)
})

/** The texts of the elements named `tag` in an XML document, parsed by Chromium's DOMParser. */
async function xmlTexts(page: Page, xml: string, tag: string): Promise<string[]> {
  return page.evaluate(
    ([text, name]) => {
      const doc = new DOMParser().parseFromString(text!, 'application/xml')
      if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('XML parse error')
      return [...doc.getElementsByTagName(name!)].map((el) => el.textContent ?? '')
    },
    [xml, tag],
  )
}

async function answers(url: string): Promise<number> {
  return (await fetch(url, { method: 'HEAD', redirect: 'manual' })).status
}

test('the sitemap, the feed and robots.txt parse, and every address in them answers 200', async () => {
  const { page, context } = await openPage(browser)
  try {
    const sitemap = await crawlerGet('/sitemap.xml', null)
    expect(sitemap.status).toBe(200)
    expect(sitemap.type).toBe('application/xml; charset=utf-8')
    const locs = await xmlTexts(page, sitemap.body, 'loc')
    expect(locs).toContain(`${baseURL}/`)
    expect(locs).toContain(`${baseURL}/noticias`)
    for (const { path } of await itemPages()) expect(locs).toContain(`${baseURL}${path}`)
    expect(locs.filter((l) => l.startsWith(`${baseURL}/noticias/`)).length).toBeGreaterThan(3)

    const feed = await crawlerGet('/feed.xml', '*/*')
    expect(feed.status).toBe(200)
    expect(feed.type).toBe('application/rss+xml; charset=utf-8')
    const links = await xmlTexts(page, feed.body, 'link')
    const guids = await xmlTexts(page, feed.body, 'guid')
    expect((await xmlTexts(page, feed.body, 'language'))[0]).toBe('pt-BR')
    expect(guids.length).toBeGreaterThan(0)
    expect(guids.length).toBeLessThanOrEqual(50)
    const dates = await xmlTexts(page, feed.body, 'pubDate')
    for (const date of dates)
      expect(date).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)

    for (const url of new Set([...locs, ...links, ...guids])) {
      expect(url.startsWith(`${baseURL}/`), url).toBe(true)
      expect(await answers(url), url).toBe(200)
    }

    const robots = await crawlerGet('/robots.txt', null)
    expect(robots.type).toBe('text/plain; charset=utf-8')
    expect(robots.body).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    expect(robots.body).toMatch(/^Disallow: \/admin$/m)
    expect(robots.body).toMatch(/^Disallow: \/escritor$/m)
    expect(robots.body).toMatch(/^Disallow: \/mov-plus$/m)
  } finally {
    await context.close()
  }
})

test('once the app has run, a page has one title, one description and one canonical link', async () => {
  const [article] = await itemPages()
  for (const device of ['phone', 'desktop'] as const) {
    const { page, context, errors } = await openPage(browser, DEVICES[device])
    try {
      for (const path of ['/', article!.path, '/login']) {
        await page.goto(`${baseURL}${path}`)
        await page.locator('main h1').first().waitFor()
        const counts = await page.evaluate(() => {
          const n = (s: string) => document.head.querySelectorAll(s).length
          return {
            title: n('title'),
            description: n('meta[name=description]'),
            canonical: n('link[rel=canonical]'),
            ogTitle: n('meta[property="og:title"]'),
            canonicalHref: document.head.querySelector('link[rel=canonical]')?.getAttribute('href'),
          }
        })
        expect(counts, `${device} ${path}`).toEqual({
          title: 1,
          description: 1,
          canonical: 1,
          ogTitle: 1,
          canonicalHref: `${baseURL}${path}`,
        })
      }
      // The home page and the news list announce the feed.
      await page.goto(`${baseURL}/`)
      await page.locator('main h1').first().waitFor()
      expect(
        await page
          .locator('head link[rel=alternate][type="application/rss+xml"]')
          .getAttribute('href'),
      ).toBe(`${baseURL}/feed.xml`)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }
})
