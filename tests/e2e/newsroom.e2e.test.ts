// The writers' newsroom in the production build on the local backend, as writers use it: a writer
// (in a browser set to another time zone) writes an article with an uploaded cover and schedules it
// two minutes ahead in Brazil time; a visitor finds it neither on /noticias nor at its address
// (row-level security, not the page, hides it), while the writer's "Ver como visitante" shows it;
// published now, the visitor sees it in the list and on its page with the cover's description and
// the author card. A retitled save is listed below the editor, and the title before it is restored.
// On a phone, a writer reaches an author's page and articles through the menu.
// axe runs on every newsroom screen and on the public pages the journey opens.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { restSelect } from './support/backend'
import { PHONE, PNG, signIn } from './support/staff'
import {
  engagePage,
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

/** Opens /escritor (a fresh load: the gate is locked) and unlocks it with the area password. */
async function openNewsroom(page: Page) {
  await page.goto(`${baseURL}/escritor`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor()
  await page.getByLabel('Senha de Acesso (obrigatório)', { exact: true }).fill('escritor-local')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Notícias' }).waitFor()
}

/** `datetime-local` text for a moment `minutes` from now, on Brazil's clock. */
function brazilInput(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000)
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

test('a writer schedules an article with a cover, visitors only see it once it is published', async () => {
  const writer = await openPage(browser, { timezoneId: 'Europe/Lisbon' })
  const visitor = await openPage(browser)
  const stamp = Date.now().toString(36)
  const title = `Juventudes ocupam a Câmara ${stamp}`
  const alt = 'Jovens de camiseta verde sentados no plenário da Câmara Municipal'
  try {
    const { page } = writer
    await signIn(page, baseURL, 'escritor@mov.local')
    await openNewsroom(page)
    await page
      .getByText(/notícias?$/)
      .first()
      .waitFor()
    await expectNoAxeViolations(page)

    await page.getByRole('main').getByRole('link', { name: 'Nova notícia' }).click()
    await page.getByRole('heading', { level: 1, name: 'Nova notícia' }).waitFor()
    await page.getByRole('textbox', { name: /^Título/ }).fill(title)
    const slug = await page.getByRole('textbox', { name: /^Endereço da notícia/ }).inputValue()
    expect(slug).toBe(`juventudes-ocupam-a-camara-${stamp}`)
    await page
      .getByRole('textbox', { name: /^Resumo/ })
      .fill('Sessão aberta recebeu 14 propostas de estudantes.')
    await page
      .getByRole('textbox', { name: /^Texto da notícia/ })
      .fill('A sessão foi **lotada**.\n\n## Próximos passos\n\n- Votação em dezembro')
    const preview = page.getByRole('region', { name: 'Pré-visualização' })
    await preview.getByRole('heading', { name: 'Próximos passos' }).waitFor()
    await page.getByRole('combobox', { name: 'Autor' }).selectOption({ label: 'Ana Clara Menezes' })
    await page.getByLabel('Arquivo para Imagem de capa').setInputFiles({
      name: 'Plenário.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await page.getByText('Arquivo enviado.').waitFor()
    // The cover's description is required before anything is sent.
    await page.getByRole('button', { name: 'Salvar rascunho' }).click()
    await page.getByText('Descreva a imagem de capa.').waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole('textbox', { name: /^Descrição da imagem de capa/ }).fill(alt)

    // Two minutes ahead on Brazil's clock, whatever the browser's own zone.
    const when = brazilInput(2)
    await page.getByLabel(/^Data e hora de publicação/).fill(when)
    await page.getByRole('button', { name: 'Agendar publicação' }).click()
    const [day, time] = [when.slice(0, 10).split('-').reverse().join('/'), when.slice(11)]
    await page.getByText(`Publicação agendada para ${day} às ${time}.`).first().waitFor()
    await page.waitForURL(/\/escritor\/noticias\/[0-9a-f-]{36}$/)
    await page.getByText('Agendada', { exact: true }).first().waitFor()
    await expectNoAxeViolations(page)

    // The visitor: nothing in the list, nothing at the address, nothing from the API.
    await visitor.page.goto(`${baseURL}/noticias`, { waitUntil: 'networkidle' })
    await visitor.page.getByRole('heading', { level: 1 }).first().waitFor()
    await visitor.page.getByRole('article').first().waitFor()
    expect(await visitor.page.getByText(title).count()).toBe(0)
    await visitor.page.goto(`${baseURL}/noticias/${slug}`, { waitUntil: 'networkidle' })
    await visitor.page.getByRole('heading', { name: 'Notícia não encontrada' }).waitFor()
    expect(await restSelect(baseURL, `noticias?select=id&slug=eq.${slug}`)).toEqual([])

    // The writer's "Ver como visitante": the public page, with why visitors cannot see it yet.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Ver como visitante/ }).click(),
    ])
    await tab.getByRole('heading', { level: 1, name: title }).waitFor()
    await tab.getByText(/Esta notícia está agendada para .* \(horário de Brasília\)/).waitFor()
    await expectNoAxeViolations(tab)
    await tab.close()

    await page.getByRole('button', { name: 'Publicar agora' }).click()
    await page.getByText('Notícia publicada.').first().waitFor()
    await page.getByText('Publicada', { exact: true }).first().waitFor()

    // Every save is a version below the editor: a retitled save, then the title before it
    // restored (after asking), which is itself a new version.
    const history = page.getByRole('region', { name: 'Histórico de versões' })
    const versions = history.getByRole('listitem')
    await page.getByRole('textbox', { name: /^Título/ }).fill(`${title} (revisto)`)
    await page.getByRole('button', { name: 'Salvar alterações' }).click()
    await page.getByText('Alterações salvas.').first().waitFor()
    await expect.poll(() => versions.nth(0).textContent()).toContain('Edição por')
    await versions.nth(0).getByText('Ver o que mudou').click()
    await expect.poll(() => versions.nth(0).textContent()).toContain(`Antes: ${title}`)
    await expectNoAxeViolations(page)
    await versions
      .nth(1)
      .getByRole('button', { name: /^Restaurar a versão de / })
      .click()
    const ask = page.getByRole('alertdialog', { name: /^Restaurar a versão de / })
    await ask.getByRole('button', { name: 'Restaurar', exact: true }).click()
    await page.getByText('Versão restaurada.').first().waitFor()
    await expect.poll(() => page.getByRole('textbox', { name: /^Título/ }).inputValue()).toBe(title)
    await expect.poll(() => versions.nth(0).textContent()).toContain('Restauração por')
    await page.getByText('Publicada', { exact: true }).first().waitFor()

    await visitor.page.goto(`${baseURL}/noticias`, { waitUntil: 'networkidle' })
    // The list's HTML was written at build time: the visitor's first key brings the page's code,
    // which reads the list again.
    await engagePage(visitor.page)
    await visitor.page.getByRole('link', { name: title }).first().click()
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor()
    const cover = visitor.page.getByRole('img', { name: alt })
    expect(await cover.getAttribute('src')).toMatch(
      /\/storage\/v1\/object\/public\/site-media\/noticias\/.+-plenario_2x2_2\.webp$/,
    )
    await visitor.page.getByRole('link', { name: 'Ana Clara Menezes' }).first().waitFor()
    expect(await visitor.page.getByText(/Esta notícia/).count()).toBe(0)
    await expectNoAxeViolations(visitor.page)
    expect(writer.errors).toEqual([])
    expect(visitor.errors).toEqual([])
  } finally {
    await writer.context.close()
    await visitor.context.close()
  }
})

test('on a phone, a writer opens an author through the menu and sees their articles', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: PHONE })
  try {
    await signIn(page, baseURL, 'escritor@mov.local')
    await openNewsroom(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Menu da redação' })
    await sheet.waitFor()
    await settleAnimations(page)
    await expectNoAxeViolations(page)
    await sheet.getByRole('link', { name: 'Autores' }).click()
    await sheet.waitFor({ state: 'detached' })
    await page.getByRole('heading', { level: 1, name: 'Autores' }).waitFor()
    await page.getByRole('link', { name: 'Editar “Ana Clara Menezes”' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Editar autor' }).waitFor()
    const articles = page.getByRole('region', { name: 'Notícias deste autor' })
    await articles.getByRole('link').first().waitFor()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Escrever notícia' }).click()
    await page.getByRole('heading', { level: 1, name: 'Nova notícia' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
