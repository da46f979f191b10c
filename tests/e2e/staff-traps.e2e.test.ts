// The staff traps (docs/decisions/staff-traps.md), as staff would meet them on a phone and a
// desktop, in the production build on the local backend (one journey per trap; each failed on the
// build before the fix):
//   1. a new programme reaches the home page at once ("No início" by default), and "Mover para a
//      posição…" moves a row in one step;
//   2. "Publicar agora" with a browser clock ten minutes fast: published on the database's clock,
//      visible to visitors at once, and the toast, the badge and the list say "Publicada";
//   3. the account menu lists the areas the account's role opens, and MOV+ for every member;
//   4. "Dar pontos" with a mission: the mission's points, shown read-only, and the database refuses
//      another number;
//   5. the presidency's ledger at 320 and 390 px: the points and "Estornar" in view, no sideways
//      scroll;
//   6. at 1366x900 the admin sidebar shows every entry, with room for two more.
// axe runs on every screen the journeys open.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { restSelect } from './support/backend'
import {
  DEVICES,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  settleAnimations,
} from './support/browser'
import { accessToken, signIn } from './support/staff'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function unlock(page: Page, path: string, password: string, heading: string) {
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor()
  await page.getByLabel('Senha de Acesso (obrigatório)', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('trap 6: at 1366x900 the admin sidebar shows every entry, Pessoas and Mídia included, with room for two more', async () => {
  const { page, context, errors } = await openPage(browser, DEVICES.desktop)
  try {
    await signIn(page, baseURL, 'admin@mov.local')
    await unlock(page, '/admin', 'admin-local', 'Painel do Administrador')
    const nav = page.getByRole('navigation', { name: 'Administração' })
    const links = nav.getByRole('link')
    expect(await links.count()).toBeGreaterThanOrEqual(18)
    for (const name of ['Pessoas', 'Mídia', 'Propostas de parceria', 'Painel']) {
      const box = await nav.getByRole('link', { name, exact: true }).boundingBox()
      expect(box, name).not.toBeNull()
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(900)
    }
    // Every entry is inside the sidebar's visible box (nothing below its fold), and two more
    // entries of the same height would still fit.
    const fit = await nav.evaluate((el) => {
      const box = el.parentElement!
      const visible = box.getBoundingClientRect()
      const style = getComputedStyle(box)
      const items = [...el.querySelectorAll('a')].map((a) => a.getBoundingClientRect())
      const last = items.at(-1)!
      // The sidebar grows up to its max-height (the window below the header): what is left there.
      const room =
        Math.min(visible.top + parseFloat(style.maxHeight), window.innerHeight) -
        parseFloat(style.paddingBottom)
      return {
        allInside: items.every((r) => r.top >= visible.top && r.bottom <= visible.bottom),
        spare: room - last.bottom,
        height: last.height,
      }
    })
    expect(fit.allInside).toBe(true)
    expect(fit.spare).toBeGreaterThanOrEqual(2 * fit.height)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('trap 1: a new programme starts first and is on the home page at once; "Mover para a posição…" moves it in one step', async () => {
  const admin = await openPage(browser, DEVICES.desktop)
  const visitor = await openPage(browser, DEVICES.phone)
  const title = `Programa E2E ${Date.now().toString(36)}`
  try {
    const { page } = admin
    await signIn(page, baseURL, 'admin@mov.local')
    await unlock(page, '/admin/programas/novo', 'admin-local', 'Novo programa')
    const placement = page.getByRole('combobox', { name: 'Posição na lista' })
    expect(await placement.inputValue()).toBe('start')
    await page.getByText(/A página inicial mostra só os 3 primeiros programas publicados/).waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole('textbox', { name: /^Título/ }).fill(title)
    await page.getByRole('textbox', { name: /^Categoria/ }).fill('Liderança')
    await page.getByRole('textbox', { name: /^Ano/ }).fill('2026')
    await page.getByRole('textbox', { name: /^Descrição/ }).fill('Um programa criado pelo teste.')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Programa salvo.').first().waitFor()
    await page.getByRole('heading', { level: 1, name: 'Programas' }).waitFor()
    const [first] = await restSelect<{ title: string }>(
      baseURL,
      'programas?select=title&is_active=eq.true&order=display_order.asc,created_at.asc,id.asc&limit=1',
    )
    expect(first!.title).toBe(title)

    // A visitor opening the home page (built before the programme existed) sees it at once.
    const v = visitor.page
    await v.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await expect
      .poll(
        async () => {
          await v.mouse.wheel(0, 700)
          return v.getByRole('heading', { name: title }).first().isVisible()
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true)

    // In the list: the row is first and on the home page; it moves to the last place in one step.
    const row = page.getByRole('row').filter({ hasText: title })
    await row.getByText('Na página inicial').waitFor()
    await row.getByLabel('Posição 1').waitFor()
    await expectNoAxeViolations(page)
    await row.getByRole('button', { name: `Mover para a posição…: “${title}”` }).click()
    const dialog = page.getByRole('dialog', { name: `Mover “${title}”` })
    await dialog.waitFor()
    await settleAnimations(page)
    await expectNoAxeViolations(page)
    const field = dialog.getByRole('textbox', { name: /^Nova posição/ })
    const label = await dialog.locator('label').first().innerText()
    const total = Number(/de 1 a (\d+)/.exec(label)?.[1])
    expect(total).toBeGreaterThan(3)
    await field.fill(String(total))
    await field.press('Enter')
    await page.getByText(`“${title}” agora está na posição ${total}.`).first().waitFor()
    const order = await restSelect<{ title: string; display_order: number }>(
      baseURL,
      'programas?select=title,display_order&is_active=eq.true&order=display_order.asc,created_at.asc,id.asc',
    )
    expect(order.at(-1)!.title).toBe(title)
    expect(new Set(order.map((r) => r.display_order)).size).toBe(order.length)

    // Cleaned up: the programme is deleted.
    await page.getByRole('button', { name: `Excluir “${title}”` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click()
    await page
      .getByText(/excluído\.$/)
      .first()
      .waitFor()
    expect(admin.errors).toEqual([])
    expect(visitor.errors).toEqual([])
  } finally {
    await admin.context.close()
    await visitor.context.close()
  }
})

const TEN_MINUTES = 10 * 60_000

test('trap 2: "Publicar agora" with the browser’s clock ten minutes fast publishes on the database’s clock, and every place says "Publicada"', async () => {
  const writer = await openPage(browser, DEVICES.desktop)
  const stamp = Date.now().toString(36)
  const title = `Relógio adiantado ${stamp}`
  try {
    const { page, context } = writer
    // Every Date of the page runs ten minutes ahead of the server's (a phone set by hand).
    await context.addInitScript((offset: number) => {
      const RealDate = Date
      class FastDate extends RealDate {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(RealDate.now() + offset)
          else super(...(args as [string]))
        }
        static now() {
          return RealDate.now() + offset
        }
      }
      globalThis.Date = FastDate as DateConstructor
    }, TEN_MINUTES)
    await signIn(page, baseURL, 'escritor@mov.local')
    await unlock(page, '/escritor/noticias/nova', 'escritor-local', 'Nova notícia')
    await page.getByRole('textbox', { name: /^Título/ }).fill(title)
    await page.getByRole('textbox', { name: /^Resumo/ }).fill('Publicada com o relógio adiantado.')
    await page.getByRole('textbox', { name: /^Texto da notícia/ }).fill('Texto da notícia.')
    await page.getByRole('button', { name: 'Publicar agora' }).click()
    await page.getByText('Notícia publicada.').first().waitFor()
    await page.waitForURL(/\/escritor\/noticias\/[0-9a-f-]{36}$/)
    const state = page.getByText('Situação:').locator('..')
    await state.getByText('Publicada', { exact: true }).waitFor()
    expect(await state.getByText('Agendada').count()).toBe(0)
    await expectNoAxeViolations(page)

    // The time is the server's: visitors read it at once, with a time not ahead of the server's.
    const [row] = await restSelect<{ published_at: string }>(
      baseURL,
      `noticias?select=published_at&title=eq.${encodeURIComponent(title)}`,
    )
    expect(row).toBeDefined()
    expect(Date.parse(row!.published_at)).toBeLessThanOrEqual(Date.now())

    // The list says the same.
    await page
      .getByRole('navigation', { name: 'Redação' })
      .getByRole('link', { name: 'Notícias' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Notícias' }).waitFor()
    const listed = page.getByRole('row').filter({ hasText: title })
    await listed.getByText('Publicada', { exact: true }).waitFor()
    expect(writer.errors).toEqual([])
  } finally {
    await writer.context.close()
  }
})

for (const device of ['phone', 'desktop'] as const) {
  test(`trap 3 (${device}): the account menu lists MOV+ and the staff areas the account's role opens`, async () => {
    const cases = [
      {
        email: 'escritor@mov.local',
        areas: ['MOV+ Pontos', 'Escritor'],
        absent: ['Administrador', 'Presidência do MOV+'],
        open: { name: 'Escritor', path: '/escritor' },
      },
      {
        email: 'movplus@mov.local',
        areas: ['MOV+ Pontos', 'Presidência do MOV+'],
        absent: ['Administrador', 'Escritor'],
        open: { name: 'Presidência do MOV+', path: '/mov-plus/admin' },
      },
    ]
    for (const c of cases) {
      const { page, context, errors } = await openPage(browser, DEVICES[device])
      try {
        await signIn(page, baseURL, c.email)
        await page.getByRole('button', { name: /^Conta de / }).click()
        const menu = page.getByRole('menu')
        await menu.waitFor()
        await settleAnimations(page)
        for (const name of c.areas)
          await menu.getByRole('menuitem', { name, exact: true }).waitFor()
        for (const name of c.absent)
          expect(await menu.getByRole('menuitem', { name, exact: true }).count(), name).toBe(0)
        // The whole page with the menu open (a modal menu hid the page from assistive technology
        // while its skip link stayed focusable).
        await expectNoAxeViolations(page)
        // Reachable by keyboard: the arrows move through the items, Enter opens the area.
        const target = menu.getByRole('menuitem', { name: c.open.name, exact: true })
        for (
          let i = 0;
          i < 8 && !(await target.evaluate((el) => el === document.activeElement));
          i++
        )
          await page.keyboard.press('ArrowDown')
        await page.keyboard.press('Enter')
        await page.waitForURL(`${baseURL}${c.open.path}`)
        await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor()
        expect(errors).toEqual([])
      } finally {
        await context.close()
      }
    }
  })
}

test('traps 4 and 5: "Dar pontos" gives the mission’s points (shown read-only, the database refuses another number); the ledger keeps its points and "Estornar" in view at 390 and 320 px', async () => {
  const { page, context, errors } = await openPage(browser, {
    ...DEVICES.phone,
    viewport: { width: 390, height: 844 },
  })
  try {
    await signIn(page, baseURL, 'movplus@mov.local')
    await unlock(page, '/mov-plus/admin/pontos', 'movplus-local', 'Dar pontos')
    const search = page.getByRole('searchbox', { name: 'Buscar membro' })
    await search.fill('joao pedro')
    await search.press('Enter')
    await page.getByRole('button', { name: 'Escolher João Pedro Alves' }).click()
    const chosen = page.getByRole('region', { name: 'Membro escolhido' })
    await chosen
      .getByRole('combobox', { name: 'Missão' })
      .selectOption({ label: 'Participe de uma oficina (50 pontos)' })
    const points = chosen.getByRole('textbox', { name: /^Pontos/ })
    expect(await points.inputValue()).toBe('50')
    expect(await points.isEditable()).toBe(false)
    await chosen
      .getByText('Esta missão vale 50 pontos. Para dar outro valor, escolha “Outro motivo”.')
      .waitFor()
    await chosen.getByRole('button', { name: 'Dar pontos' }).click()
    await page.getByText('50 pontos dados para João Pedro Alves.').first().waitFor()

    // The database keeps the same rule for any client.
    const mission = await restSelect<{ id: string }>(
      baseURL,
      `mov_plus_missoes?select=id&title=eq.${encodeURIComponent('Participe de uma oficina')}`,
    )
    const member = new URL(page.url()).searchParams.get('membro')
    const refused = await fetch(`${baseURL}/rest/v1/rpc/mov_plus_award_points`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        Authorization: `Bearer ${await accessToken(page)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ p_user_id: member, p_points: 150, p_mission_id: mission[0]!.id }),
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Esta missão vale 50 pontos. Para dar outro valor, escolha “Outro motivo” e informe o motivo.',
    )

    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      const ledger = page.getByRole('region', { name: 'Extrato do membro' })
      const entry = ledger
        .getByRole('listitem')
        .filter({ hasText: 'Missão: Participe de uma oficina' })
        .first()
      const undo = entry.getByRole('button', { name: /^Estornar/ })
      await undo.scrollIntoViewIfNeeded()
      const plus = entry.getByText(/\+50$/)
      for (const [what, locator] of [
        ['Estornar', undo],
        ['+50', plus],
      ] as const) {
        expect(await locator.isVisible(), `${what} at ${width}`).toBe(true)
        const box = (await locator.boundingBox())!
        expect(box.x, `${what} at ${width}`).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, `${what} at ${width}`).toBeLessThanOrEqual(width)
      }
      expect(await noSidewaysScroll(page), `sideways scroll at ${width}`).toBe(true)
      await expectNoAxeViolations(page)
    }
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
