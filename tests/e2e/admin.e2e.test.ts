// The admin area in the production build on the local backend, as staff use it: an admin edits a
// programme's title and uploads its picture and the home page shows both without a reload; a new
// banner is created, moved first and hidden again (on a phone, through the menu sheet); a proposal
// sent from the home page's dialog reaches the inbox, is marked handled and is in the CSV export; a
// member who knows the area password is told an admin account is needed, and the API refuses them.
// axe runs on every admin screen and open dialog.
import { mkdtempSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { restSelect } from './support/backend'
import { PHONE, PNG, accessToken, signIn } from './support/staff'
import { expectNoAxeViolations, launchBrowser, openPage, settleAnimations } from './support/browser'
import { serviceSelect } from './support/service-role'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** From the public site to the admin area through its link (the gate's flag lives in memory). */
async function openAdmin(page: Page, { phone = false } = {}) {
  if (phone) {
    // A tap that lands while the page is still hydrating is lost (the HTML is on screen before its
    // code), and the menu closes when the route changes (the sign-in's navigation may still be
    // settling): tap again until the link is on screen in the open menu.
    await page.waitForLoadState('networkidle')
    const menu = page.getByRole('button', { name: /menu/i }).first()
    const link = page.locator('#mobile-menu').getByRole('link', { name: 'Administrador' }).first()
    await expect
      .poll(
        async () => {
          if (await link.isVisible()) return true
          if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
          return link.isVisible()
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(true)
    await link.click()
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Administrador' }).click()
  }
  await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor()
  await page.getByLabel('Senha de Acesso (obrigatório)', { exact: true }).fill('admin-local')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

test('an admin renames a programme and uploads its picture; the home page shows both at once', async () => {
  const { page, context, errors } = await openPage(browser)
  const [first] = await restSelect<{ id: string; title: string }>(
    baseURL,
    'programas?select=id,title&is_active=eq.true&order=display_order.asc&limit=1',
  )
  const newTitle = `${first!.title} (edição E2E)`
  try {
    await signIn(page, baseURL, 'admin@mov.local')
    // The home page's programmes are now in the query cache: the edit must replace them.
    await page.getByRole('heading', { name: first!.title }).first().waitFor()
    await openAdmin(page)
    await page.getByRole('heading', { level: 1, name: 'Painel do Administrador' }).waitFor()
    await expectNoAxeViolations(page)

    const nav = page.getByRole('navigation', { name: 'Administração' })
    await nav.getByRole('link', { name: 'Programas', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Programas' }).waitFor()
    await page
      .getByRole('link', { name: `Editar “${first!.title}”` })
      .first()
      .waitFor()
    await expectNoAxeViolations(page)

    await page
      .getByRole('link', { name: `Editar “${first!.title}”` })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: 'Editar programa' }).waitFor()
    await page.getByText(`“${first!.title}”`).first().waitFor()
    await expectNoAxeViolations(page)

    // A rule the database enforces is explained before anything is sent.
    const title = page.getByRole('textbox', { name: /^Título/ })
    await title.fill('')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Informe o título.').first().waitFor()
    await expectNoAxeViolations(page)

    await title.fill(newTitle)
    await page.getByLabel('Arquivo para Imagem').setInputFiles({
      name: 'Foto do Programa.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await page.getByText('Arquivo enviado.').waitFor()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Programa salvo.').first().waitFor()

    const [saved] = await restSelect<{ title: string; image_url: string }>(
      baseURL,
      `programas?select=title,image_url&id=eq.${first!.id}`,
    )
    expect(saved!.title).toBe(newTitle)
    // The PNG was re-encoded in the browser as WebP at its own width (2 px: one variant).
    expect(saved!.image_url).toMatch(
      /\/storage\/v1\/object\/public\/site-media\/programas\/\d{4}\/\d{2}\/[0-9a-f]{8}-foto-do-programa_2x2_2\.webp$/,
    )
    const image = await fetch(saved!.image_url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP')

    // Back to the site without a reload: the cached home page data was invalidated.
    await page.getByRole('link', { name: 'Voltar ao site' }).first().click()
    await page.waitForURL(`${baseURL}/`)
    await page.getByRole('heading', { name: newTitle }).first().waitFor()
    const card = page.getByRole('article').filter({ hasText: newTitle }).first()
    expect(await card.locator('img').getAttribute('src')).toBe(saved!.image_url)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('on a phone, an admin creates a banner, moves it first and hides it again', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: PHONE })
  const bannerTitle = `Banner E2E ${Date.now().toString(36)}`
  try {
    await signIn(page, baseURL, 'admin@mov.local')
    await openAdmin(page, { phone: true })
    await page.getByRole('heading', { level: 1, name: 'Painel do Administrador' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )

    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Menu da administração' })
    await sheet.waitFor()
    await settleAnimations(page)
    await expectNoAxeViolations(page)
    await sheet.getByRole('link', { name: 'Banners da página inicial' }).click()
    await sheet.waitFor({ state: 'detached' })
    await page.getByRole('heading', { level: 1, name: 'Banners da página inicial' }).waitFor()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Novo banner' }).click()
    await page.getByRole('heading', { level: 1, name: 'Novo banner' }).waitFor()
    await page.getByRole('textbox', { name: /^Título/ }).fill(bannerTitle)
    await page
      .getByRole('textbox', { name: /^Descrição/ })
      .fill('Criado pelo teste de ponta a ponta.')
    await page
      .getByRole('textbox', { name: /ou informe o endereço/ })
      .fill('/images/banners/doacao.svg')
    await page.getByRole('textbox', { name: /^Link do banner/ }).fill('/programas')
    // What the home page shows starts first by default; this one is put last, to be moved up.
    const placement = page.getByRole('combobox', { name: 'Posição na lista' })
    expect(await placement.inputValue()).toBe('start')
    await placement.selectOption({ label: 'No fim (depois de todos)' })
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Banner salvo.').first().waitFor()
    await page.getByRole('heading', { level: 1, name: 'Banners da página inicial' }).waitFor()

    const firstBanner = async () =>
      (
        await restSelect<{ title: string }>(
          baseURL,
          'home_banners?select=title&is_active=eq.true&order=display_order.asc&limit=1',
        )
      )[0]?.title
    // Put at the end of the carousel, the admin moves it up to the first place.
    expect(await firstBanner()).not.toBe(bannerTitle)
    const up = page.getByRole('button', { name: `Mover para cima: “${bannerTitle}”` }).first()
    for (let i = 0; i < 10 && (await firstBanner()) !== bannerTitle; i++) {
      await up.click()
      await page.getByText(`“${bannerTitle}” subiu uma posição.`).first().waitFor()
      // The focus stays on the moved row's buttons (the other one once it reaches the top), so
      // the keyboard can go on.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
        .toContain(bannerTitle)
    }
    expect(await firstBanner()).toBe(bannerTitle)

    const publish = page
      .getByRole('switch', { name: `Publicado no site: “${bannerTitle}”` })
      .first()
    await publish.click()
    await page.getByText(`“${bannerTitle}” foi retirado do site.`).first().waitFor()
    expect(await firstBanner()).not.toBe(bannerTitle)
    const hidden = await serviceSelect<{ is_active: boolean }>(
      baseURL,
      `home_banners?select=is_active&title=eq.${encodeURIComponent(bannerTitle)}`,
    )
    expect(hidden).toEqual([{ is_active: false }])

    // Clean up through the UI: delete asks first and names the banner.
    await page
      .getByRole('button', { name: `Excluir “${bannerTitle}”` })
      .first()
      .click()
    const confirm = page.getByRole('alertdialog', { name: `Excluir o banner “${bannerTitle}”?` })
    await confirm.waitFor()
    await settleAnimations(page)
    await expectNoAxeViolations(page)
    await confirm.getByRole('button', { name: 'Excluir' }).click()
    await confirm.waitFor({ state: 'detached' })
    await expect
      .poll(
        async () =>
          (
            await serviceSelect(
              baseURL,
              `home_banners?select=id&title=eq.${encodeURIComponent(bannerTitle)}`,
            )
          ).length,
      )
      .toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('a proposal sent from the home page reaches the inbox, is marked handled and is exported', async () => {
  const organization = `Coletivo E2E ${Date.now().toString(36)}`
  const visitor = await openPage(browser)
  try {
    const { page } = visitor
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Torne-se um Parceiro' }).click()
    const dialog = page.getByRole('dialog', { name: 'Torne-se um Parceiro' })
    await dialog.waitFor()
    const next = dialog.getByRole('button', { name: 'Próximo' })
    await dialog.getByRole('textbox', { name: /^Nome da organização/ }).fill(organization)
    await dialog.getByRole('textbox', { name: /^Nome do contato/ }).fill('Joana Araújo')
    await next.click()
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('joana@coletivo.org.br')
    await next.click()
    await next.click()
    await dialog.getByRole('combobox', { name: /^Tipo de parceria/ }).selectOption('Financeira')
    await dialog
      .getByRole('textbox', { name: /^Descrição da organização/ })
      .fill('Coletivo de comunicação popular em Arapiraca')
    await dialog.getByRole('textbox', { name: /^Proposta/ }).fill('Apoio financeiro às oficinas')
    await dialog.getByRole('button', { name: 'Enviar Proposta' }).click()
    await page.getByText('Proposta enviada com sucesso! 🚀', { exact: true }).waitFor()
    expect(visitor.errors).toEqual([])
  } finally {
    await visitor.context.close()
  }

  const { page, context, errors } = await openPage(browser)
  try {
    await signIn(page, baseURL, 'admin@mov.local')
    await openAdmin(page)
    const nav = page.getByRole('navigation', { name: 'Administração' })
    await nav.getByRole('link', { name: 'Propostas de parceria' }).click()
    await page.getByRole('heading', { level: 1, name: 'Propostas de parceria' }).waitFor()
    await page
      .getByRole('link', { name: new RegExp(organization) })
      .first()
      .waitFor()
    await expectNoAxeViolations(page)

    await page
      .getByRole('link', { name: new RegExp(organization) })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: organization }).waitFor()
    await page.getByText('joana@coletivo.org.br').first().waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Marcar como tratada' }).click()
    await page.getByText('Tratada em').first().waitFor()
    const [row] = await serviceSelect<{ status: string; handled_by: string | null }>(
      baseURL,
      `parcerias_solicitacoes?select=status,handled_by&organization_name=eq.${encodeURIComponent(organization)}`,
    )
    expect(row?.status).toBe('tratada')
    expect(row?.handled_by).toMatch(/^[0-9a-f-]{36}$/)

    await page.getByRole('link', { name: 'Propostas de parceria' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Propostas de parceria' }).waitFor()
    await page.getByRole('combobox', { name: /Status/ }).selectOption('tratada')
    await page.waitForURL(/status=tratada/)
    await page
      .getByRole('link', { name: new RegExp(organization) })
      .first()
      .waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Exportar CSV/ }).click(),
    ])
    // The browser is shared by the run (connected, not launched here): the file is saved locally.
    const saved = join(mkdtempSync(join(tmpdir(), 'mov-csv-')), download.suggestedFilename())
    await download.saveAs(saved)
    const csv = await readFile(saved, 'utf8')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv).toContain(organization)
    expect(csv).toContain('Coletivo de comunicação popular em Arapiraca')
    expect(csv).not.toContain('Editora Sementes') // a seeded proposal that is still "nova"
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('a member who knows the password is told an admin account is needed, and the API refuses them', async () => {
  const { page, context, errors } = await openPage(browser)
  try {
    await signIn(page, baseURL, 'membro@mov.local')
    await openAdmin(page)
    await page
      .getByText(
        /com o perfil de membro\. Para usar esta área, é necessária uma conta com o perfil de administrador\./,
      )
      .waitFor()
    expect(await page.getByRole('link', { name: 'Entrar com outra conta' }).count()).toBe(1)
    await expectNoAxeViolations(page)

    // Deep links show the same explanation, never a form.
    await page
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Programas', exact: true })
      .click()
    await page
      .getByText(/é necessária uma conta com o perfil de administrador/)
      .first()
      .waitFor()
    expect(await page.getByRole('button', { name: 'Salvar' }).count()).toBe(0)

    // The API says no to the same account, whatever the page shows.
    const token = await accessToken(page)
    const headers = {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    }
    const insert = await fetch(`${baseURL}/rest/v1/home_banners`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Invasão', image_url: '/images/x.png' }),
    })
    expect(insert.status).toBe(403)
    expect(((await insert.json()) as { code: string }).code).toBe('42501')

    const [programme] = await restSelect<{ id: string; title: string }>(
      baseURL,
      'programas?select=id,title&limit=1',
    )
    await fetch(`${baseURL}/rest/v1/programas?id=eq.${programme!.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title: 'Alterado por um membro' }),
    })
    const [after] = await restSelect<{ title: string }>(
      baseURL,
      `programas?select=title&id=eq.${programme!.id}`,
    )
    expect(after!.title).toBe(programme!.title)

    const proposals = await fetch(`${baseURL}/rest/v1/parcerias_solicitacoes?select=id`, {
      headers,
    })
    expect(await proposals.json()).toEqual([])

    const upload = await fetch(`${baseURL}/storage/v1/object/site-media/invasao.png`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'image/png' },
      body: PNG,
    })
    expect(((await upload.json()) as { statusCode: string }).statusCode).toBe('403')
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
