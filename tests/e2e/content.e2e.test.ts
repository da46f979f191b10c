// Content pages, opened the way a visitor opens them: from the header's links and mega-menus and
// from the list pages' own links, on the production build with the local backend's seed. Each page
// shows its seeded content, gets an axe scan with 0 violations, and logs no console error.
// Every same-origin link rendered along the way is then checked: it must lead to a route of the
// router (not the not-found page nor an item's not-found state), and files must be served.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { restSelect } from './support/backend'
import { expectNoAxeViolations, launchBrowser, openPage, settleAnimations } from './support/browser'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const walked: string[] = []
const hrefs = new Set<string>()

/**
 * Waits until the new page is on screen (its h1 reads `h1`: route changes run in a transition, so
 * the previous page stays visible while the next chunk loads) and its data has arrived.
 */
async function settle(page: Page, h1: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const heading = document.querySelector('main h1')?.textContent?.trim()
    return (
      heading === expected &&
      !document.querySelector(
        'main [role="status"] .animate-spin, main .animate-pulse, main [data-testid$="skeleton"]',
      )
    )
  }, h1)
  await page.waitForLoadState('networkidle')
  // Let the route fade-in finish so axe measures the final colours.
  await settleAnimations(page)
}

/** Checks the page, scans it with axe and records its path and the same-origin links it renders. */
async function visited(page: Page, expectations: { h1: string; text?: string[] }): Promise<void> {
  await settle(page, expectations.h1)
  const main = (await page.locator('main').textContent()) ?? ''
  for (const t of expectations.text ?? []) expect(main, `"${t}" on ${page.url()}`).toContain(t)
  await expectNoAxeViolations(page)
  const url = new URL(page.url())
  walked.push(`${url.pathname}${url.search}`)
  const found = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href))
  for (const href of found) {
    const u = new URL(href)
    if (u.origin === new URL(baseURL).origin) hrefs.add(`${u.pathname}${u.search}`)
  }
}

async function clickAndWait(
  page: Page,
  click: () => Promise<void>,
  path: string | RegExp,
): Promise<void> {
  await click()
  await page.waitForURL(typeof path === 'string' ? `${baseURL}${path}` : path)
}

/** Opens a header mega-menu and follows one of its links. */
async function fromMenu(
  page: Page,
  menu: 'Institucional' | 'Redes & Projetos',
  label: string,
  path: string,
) {
  const nav = page.getByRole('navigation', { name: 'Menus institucionais' })
  const trigger = nav.getByRole('button', { name: menu })
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click()
  const link = nav.getByRole('link', { name: new RegExp(`^${label}`) })
  await link.waitFor()
  await clickAndWait(page, () => link.click(), path)
}

type Pagina = { section: string; slug: string; title: string; summary: string }

test('a visitor reaches every content page from the site’s own links, each with its seeded content and no axe violation', async () => {
  const paginas = await restSelect<Pagina>(baseURL, 'paginas?select=section,slug,title,summary')
  const pagina = (section: string, slug: string) => {
    const p = paginas.find((x) => x.section === section && x.slug === slug)
    if (!p) throw new Error(`No seeded pagina ${section}/${slug}`)
    return p
  }
  // The newest article with an author, and the one published just before it ("Notícia
  // anterior"). Another journey on this site may have published an article without an author.
  const published = await restSelect<{ slug: string; title: string; author_id: string | null }>(
    baseURL,
    'noticias?select=slug,title,author_id&is_published=eq.true&order=published_at.desc&limit=20',
  )
  const at = published.findIndex((n, i) => n.author_id !== null && i + 1 < published.length)
  if (at < 0) throw new Error('No published article with an author and one before it')
  const latest = published[at]
  const older = published[at + 1]
  const [author] = await restSelect<{ name: string }>(
    baseURL,
    `autores?select=name&id=eq.${latest!.author_id}`,
  )

  const { page, context, errors } = await openPage(browser)
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })

    // News: header link -> list -> search -> article -> author -> an article of the author -> previous.
    const header = page.getByRole('navigation', { name: 'Principal' })
    await clickAndWait(
      page,
      () => header.getByRole('link', { name: 'Notícias' }).click(),
      '/noticias',
    )
    await visited(page, { h1: 'Notícias', text: [latest!.title, 'notícias'] })
    await page.getByRole('searchbox', { name: 'Buscar notícias' }).fill('Selo ODS')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await page.waitForURL(/busca=Selo/)
    await page.getByText(/1 notícia encontrada/).waitFor()
    await visited(page, {
      h1: 'Notícias',
      text: ['1 notícia encontrada', 'MOV recebe o Selo ODS 2025-2026'],
    })
    await clickAndWait(
      page,
      () => page.getByRole('button', { name: 'Limpar busca' }).click(),
      '/noticias',
    )
    await page.getByRole('link', { name: latest!.title }).waitFor()
    await clickAndWait(
      page,
      () => page.getByRole('link', { name: latest!.title }).click(),
      `/noticias/${latest!.slug}`,
    )
    await visited(page, {
      h1: latest!.title,
      text: ['Compartilhe', 'Sobre o autor', 'Notícia anterior'],
    })
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      latest!.title,
    )
    await clickAndWait(
      page,
      () => page.getByRole('link', { name: `Ver perfil e artigos de ${author!.name}` }).click(),
      `/autores/${latest!.author_id}`,
    )
    await visited(page, { h1: author!.name, text: [`Artigos de ${author!.name}`, latest!.title] })
    await clickAndWait(
      page,
      () => page.getByRole('link', { name: latest!.title }).click(),
      `/noticias/${latest!.slug}`,
    )
    await settle(page, latest!.title)
    await clickAndWait(
      page,
      () => page.getByRole('link', { name: /^Notícia anterior/ }).click(),
      `/noticias/${older!.slug}`,
    )
    await visited(page, { h1: older!.title, text: ['Próxima notícia', latest!.title] })

    // Institutional pages from the "Institucional" mega-menu.
    const institutional: Array<[string, string]> = [
      ['Presidência Geral', 'presidencia-geral'],
      ['Presidências', 'presidencias'],
      ['Nossa História', 'nossa-historia'],
      ['Estrutura', 'estrutura'],
    ]
    for (const [label, slug] of institutional) {
      await fromMenu(page, 'Institucional', label, `/institucional/${slug}`)
      const p = pagina('institucional', slug)
      await visited(page, { h1: p.title, text: [p.summary] })
    }
    await fromMenu(page, 'Institucional', 'Institutos', '/institucional/institutos')
    await visited(page, {
      h1: pagina('institucional', 'institutos').title,
      text: ['Instituto MOV Alagoas', 'Maceió — AL'],
    })
    await clickAndWait(
      page,
      () => page.getByRole('link', { name: 'Instituto MOV Bahia' }).click(),
      /\/institutos\/[0-9a-f-]{36}$/,
    )
    await visited(page, { h1: 'Instituto MOV Bahia', text: ['Salvador — BA', 'juventudes negras'] })
    await fromMenu(page, 'Institucional', 'Guias & Documentos', '/institucional/guias-documentos')
    await visited(page, {
      h1: pagina('institucional', 'guias-documentos').title,
      text: ['Documentos institucionais', 'Estatuto Social do MOV', 'Guia do Voluntário'],
    })

    // Network pages from the "Redes & Projetos" mega-menu.
    const networks: Array<[string, string]> = [
      ['Égide', 'egide'],
      ['MOV pelo Futuro', 'mov-pelo-futuro'],
      ['ConectaMOV', 'conectamov'],
      ['Rede de Conselheiros', 'rede-conselheiros'],
      ['FDCA-AL', 'fdca-al'],
      ['Observatório', 'observatorio'],
    ]
    for (const [label, slug] of networks) {
      await fromMenu(page, 'Redes & Projetos', label, `/redes-e-projetos/${slug}`)
      const p = pagina('redes-e-projetos', slug)
      await visited(page, { h1: p.title, text: [p.summary] })
    }

    // Research: list -> one study.
    await fromMenu(page, 'Redes & Projetos', 'Pesquisas', '/redes-e-projetos/pesquisas')
    await visited(page, {
      h1: pagina('redes-e-projetos', 'pesquisas').title,
      text: ['Juventudes e Clima no Nordeste', '4 pesquisas'],
    })
    await clickAndWait(
      page,
      () => page.getByRole('link', { name: 'Juventudes e Clima no Nordeste' }).click(),
      /\/pesquisas\/[0-9a-f-]{36}$/,
    )
    await visited(page, {
      h1: 'Juventudes e Clima no Nordeste',
      text: ['Pedro Henrique Souza', '2026', 'Metodologia', 'Baixar a pesquisa (PDF)'],
    })

    // Tracks: list -> track -> first module -> next module.
    await fromMenu(
      page,
      'Redes & Projetos',
      'Trilhas Formativas',
      '/redes-e-projetos/trilhas-formativas',
    )
    await visited(page, {
      h1: pagina('redes-e-projetos', 'trilhas-formativas').title,
      text: ['Participação Cidadã', 'Iniciante', '8 horas'],
    })
    await clickAndWait(
      page,
      () => page.getByRole('link', { name: 'Participação Cidadã' }).click(),
      /\/trilhas\/[0-9a-f-]{36}$/,
    )
    await visited(page, {
      h1: 'Participação Cidadã',
      text: ['4 módulos', 'O que é participação social', 'Orçamento público na prática'],
    })
    await clickAndWait(
      page,
      () => page.getByRole('link', { name: 'Começar a trilha' }).click(),
      /\/modulo\/[0-9a-f-]{36}$/,
    )
    await visited(page, {
      h1: 'O que é participação social',
      text: ['Módulo 1 de 4', 'Para começar'],
    })
    await clickAndWait(
      page,
      () => page.getByRole('link', { name: /^Próximo módulo/ }).click(),
      /\/modulo\/[0-9a-f-]{36}$/,
    )
    await visited(page, { h1: 'Grêmios estudantis', text: ['Módulo 2 de 4', 'Módulo anterior'] })

    expect(errors, 'console errors during the walk').toEqual([])
  } finally {
    await context.close()
  }
  console.log(`content walk: ${walked.length} pages\n  ${walked.join('\n  ')}`)
})

test('no dead links: every same-origin link rendered on the walked pages leads to a route or a served file', async () => {
  expect(hrefs.size, 'the walk collected links').toBeGreaterThan(20)
  const files = [...hrefs].filter((h) => /\.[a-z0-9]{2,5}$/i.test(h.split('?')[0]!))
  const routes = [...hrefs].filter((h) => !files.includes(h))
  for (const file of files) {
    const res = await fetch(`${baseURL}${file}`, { method: 'HEAD' })
    expect(res.status, `file ${file}`).toBe(200)
  }
  const { page, context, errors } = await openPage(browser)
  try {
    for (const href of routes) {
      await page.goto(`${baseURL}${href}`, { waitUntil: 'domcontentloaded' })
      await page.locator('main h1').first().waitFor()
      await page.waitForFunction(
        () => !document.querySelector('main .animate-pulse, main [data-testid$="skeleton"]'),
      )
      const h1 = (await page.locator('main h1').first().textContent()) ?? ''
      expect(h1, `dead link ${href}`).not.toMatch(/não encontrad[oa]/i)
    }
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
  console.log(`dead-link check: ${routes.length} routes and ${files.length} files`)
})
