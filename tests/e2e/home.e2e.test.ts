// The home page and the list pages that share its content, in Chromium against the production
// build on the local backend with its seed: seeded content in the specification's order, carousels
// that move and pause, and axe (WCAG 2.1 AA) with 0 violations on every page visited.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { restSelect } from './support/backend'
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  renderedAfterTimers,
} from './support/browser'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Waits until nothing in <main> is loading (spinners and skeletons gone) and the fade-in is over. */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor()
  await page.waitForFunction(
    () =>
      !document.querySelector(
        'main [role="status"], main [aria-busy="true"], main .animate-pulse',
      ) &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
}

/** Names of the home page's top-level sections, in document order. */
function sectionNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main section')]
      .filter((s) => !s.parentElement?.closest('section'))
      .map((s) => {
        const by = s.getAttribute('aria-labelledby')
        return (by ? document.getElementById(by)?.textContent : s.getAttribute('aria-label')) ?? ''
      })
      .filter(Boolean),
  )
}

test('the home page shows every seeded section in the numbered order, and axe finds nothing', async () => {
  const [program] = await restSelect<{ title: string }>(
    baseURL,
    'programas?select=title&is_active=eq.true&order=display_order.asc&limit=1',
  )
  const [banner] = await restSelect<{ title: string }>(
    baseURL,
    'home_banners?select=title&is_active=eq.true&order=display_order.asc&limit=1',
  )
  const [publication] = await restSelect<{ title: string }>(
    baseURL,
    'pdc_publications?select=title&order=publication_date.desc&limit=1',
  )
  const [media] = await restSelect<{ title: string }>(
    baseURL,
    'na_midia?select=title&order=published_at.desc&limit=1',
  )
  const [testimonial] = await restSelect<{ name: string }>(
    baseURL,
    'testimonials?select=name&order=display_order.asc&limit=1',
  )
  const [manifesto] = await restSelect<{ title: string }>(
    baseURL,
    'manifestos?select=title&is_active=eq.true&order=signed_at.desc&limit=1',
  )
  const [representation] = await restSelect<{ name: string }>(
    baseURL,
    'representacoes?select=name&category=eq.FÓRUNS %26 PACTOS&order=display_order.asc&limit=1',
  )
  const [partner] = await restSelect<{ name: string }>(
    baseURL,
    'partners?select=name&order=display_order.asc&limit=1',
  )

  // Reduced motion: nothing moves by itself, so the scan sees a still page.
  const { page, context, errors } = await openPage(browser, { reducedMotion: 'reduce' })
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Nossos Parceiros' }).waitFor()
    await settled(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('O futuro começa')
    expect(await sectionNames(page)).toEqual([
      'Nossos Programas',
      'Destaques',
      'O MOV em números',
      'Acesse Nossos Conteúdos',
      'MOV Na Mídia',
      'Como Ajudar',
      'Quem Vive o MOV',
      'Manifestos',
      'Representações',
      'Nossos Parceiros',
    ])
    const main = page.locator('main')
    for (const text of [
      program!.title,
      banner!.title,
      publication!.title,
      media!.title,
      testimonial!.name,
      manifesto!.title,
      representation!.name,
      partner!.name,
    ]) {
      expect(await main.getByText(text, { exact: true }).first().isVisible(), text).toBe(true)
    }
    // Under reduced motion the carousels wait for the visitor.
    expect(await page.getByRole('button', { name: 'Reproduzir destaques' }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('"Como Ajudar" opens the donation and partnership dialogs from the home page, each without axe violations', async () => {
  const { page, context, errors } = await openPage(browser, { reducedMotion: 'reduce' })
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    const help = page.getByRole('region', { name: 'Como Ajudar' })
    await help.waitFor()
    expect(await help.getByRole('link', { name: 'Seja Voluntário' }).getAttribute('href')).toBe(
      '/junte-se-a-nos',
    )

    await help.getByRole('button', { name: 'Faça uma Doação' }).click()
    const donation = page.getByRole('dialog', { name: 'Faça uma Doação' })
    await donation.waitFor()
    // Reduced motion, and the scan waits for finite animations (settleAnimations) anyway.
    await expectNoAxeViolations(page, '[role="dialog"]')
    await page.keyboard.press('Escape')
    await donation.waitFor({ state: 'detached' })

    await help.getByRole('button', { name: 'Torne-se um Parceiro' }).click()
    const partnership = page.getByRole('dialog', { name: 'Torne-se um Parceiro' })
    await partnership.waitFor()
    await expectNoAxeViolations(page, '[role="dialog"]')
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('the banner carousel advances by itself and stops with its pause control', async () => {
  const { page, context, errors } = await openPage(browser)
  try {
    // The page's timers run on Playwright's clock: the 7 s delays are skipped, not waited for.
    await page.clock.install()
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    const current = page.locator('[aria-label^="Ir para o banner"][aria-current="true"]')
    await current.waitFor()
    expect(await current.getAttribute('aria-label')).toBe('Ir para o banner 1')
    await page.clock.runFor(7_000)
    await page.locator('[aria-label="Ir para o banner 2"][aria-current="true"]').waitFor()
    await page.getByRole('button', { name: 'Pausar destaques' }).click()
    // Leave the carousel (pointer and focus), so only the pause control holds it.
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    // More than one delay: a carousel still running would have moved on (to banner 3, or back to 1).
    await page.clock.runFor(8_000)
    await renderedAfterTimers(page)
    expect(await current.getAttribute('aria-label')).toBe('Ir para o banner 2')
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('/programas lists the seeded programmes, filters by category and opens a programme', async () => {
  const programs = await restSelect<{ id: string; title: string; category: string }>(
    baseURL,
    'programas?select=id,title,category&is_active=eq.true&order=display_order.asc',
  )
  const { page, context, errors } = await openPage(browser)
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await page.getByRole('link', { name: 'Ver todos os programas' }).click()
    await page.waitForURL(`${baseURL}/programas`)
    await page.getByRole('heading', { level: 1, name: 'Programas' }).waitFor()
    await settled(page)
    expect(await page.getByRole('article').count()).toBe(Math.min(programs.length, 9))
    await expectNoAxeViolations(page)

    const target = programs.at(-1)!
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption(target.category)
    await page.waitForFunction(
      (n) => document.querySelectorAll('main article').length === n,
      programs.filter((p) => p.category === target.category).length,
    )
    await page.getByRole('link', { name: `Quero Saber Mais sobre ${target.title}` }).click()
    await page.waitForURL(`${baseURL}/programas/${target.id}`)
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor()
    await settled(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(target.title)
    expect(await page.getByRole('link', { name: 'Quero participar' }).getAttribute('href')).toBe(
      '/junte-se-a-nos',
    )
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('/manifestos, /portal-pdc, representações and parceiros show their seeded content', async () => {
  const manifestos = await restSelect<{ title: string }>(
    baseURL,
    'manifestos?select=title&is_active=eq.true&order=signed_at.desc',
  )
  const publications = await restSelect<{ title: string; authors: string }>(
    baseURL,
    'pdc_publications?select=title,authors&order=publication_date.desc',
  )
  const [representation] = await restSelect<{ name: string }>(
    baseURL,
    'representacoes?select=name&category=eq.CONSELHOS DE DIREITO&limit=1',
  )
  const [partner] = await restSelect<{ name: string }>(
    baseURL,
    'partners?select=name&order=display_order.asc&limit=1',
  )
  const { page, context, errors } = await openPage(browser)
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await page.getByRole('banner').getByRole('link', { name: 'Manifestos' }).first().click()
    await page.waitForURL(`${baseURL}/manifestos`)
    await page.getByRole('heading', { level: 1, name: 'Manifestos' }).waitFor()
    await settled(page)
    expect(await page.getByRole('article').count()).toBe(Math.min(manifestos.length, 9))
    expect(await page.getByRole('heading', { name: manifestos[0]!.title }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)

    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Portal de Conteúdos' })
      .first()
      .click()
    await page.waitForURL(`${baseURL}/portal-pdc`)
    await page.getByRole('heading', { level: 1, name: 'Portal de Conteúdos' }).waitFor()
    await settled(page)
    expect(await page.getByRole('heading', { name: publications[0]!.title }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    const author = publications.at(-1)!.authors
    await page.getByRole('searchbox', { name: 'Buscar por título, autor ou tema' }).fill(author)
    await page.waitForURL(/busca=/)
    await settled(page)
    await page.getByRole('heading', { name: publications.at(-1)!.title }).waitFor()

    await page.goto(`${baseURL}/institucional/representacoes`, { waitUntil: 'networkidle' })
    await settled(page)
    expect(
      await page.getByRole('heading', { level: 2, name: 'CONSELHOS DE DIREITO' }).isVisible(),
    ).toBe(true)
    expect(await page.getByText(representation!.name, { exact: true }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)

    await page.goto(`${baseURL}/institucional/parceiros`, { waitUntil: 'networkidle' })
    await settled(page)
    expect(await page.getByText(partner!.name, { exact: true }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
