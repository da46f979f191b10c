// MOV+ in the production build on the local backend, both sides: the presidency (movplus@) sets a
// reward's stock to one unit and gives a member (membro@) points for a mission; the member asks
// for the reward; the presidency approves the request; the member sees the debit and "Aprovado",
// and the reward, now out of stock, can no longer be asked for (and the API refuses it in pt-BR).
// axe runs on every screen and dialog of the journey, on a desktop and on a phone.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { restSelect } from './support/backend'
import { expectNoAxeViolations, launchBrowser, openPage, settleAnimations } from './support/browser'
import { PHONE, accessToken, signIn } from './support/staff'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const REWARD = 'Kit de cadernos'

async function openPresidency(page: Page) {
  await page.goto(`${baseURL}/mov-plus/admin`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor()
  await page.getByLabel('Senha de Acesso (obrigatório)', { exact: true }).fill('movplus-local')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Presidência Geral do MOV+' }).waitFor()
}

/** The member's points as "Meus pontos" shows them: "Saldo", "Reservados", "Disponíveis". */
async function figures(page: Page): Promise<Record<string, number>> {
  const terms = page
    .getByRole('region', { name: 'Meus pontos' })
    .getByRole('group', { name: 'Seus pontos' })
    .locator('dt')
  await terms.first().waitFor()
  const pairs = await terms.evaluateAll((terms) =>
    terms.map((t) => [t.textContent, t.nextElementSibling?.textContent]),
  )
  return Object.fromEntries(
    pairs.map(([term, value]) => {
      const match = /^(-?\d[\d.]*) pontos?$/.exec(value ?? '')
      if (!match) throw new Error(`no points in "${value}"`)
      return [term, Number(match[1]!.replace(/\./g, ''))]
    }),
  )
}
async function balance(page: Page): Promise<number> {
  const { Saldo } = await figures(page)
  if (Saldo === undefined) throw new Error('no "Saldo" in "Meus pontos"')
  return Saldo
}

test('a member asks for a reward, the presidency gives points and approves, the member sees both', async () => {
  const presidency = await openPage(browser)
  const member = await openPage(browser, { viewport: PHONE })
  try {
    // The presidency leaves one unit of the reward.
    const p = presidency.page
    await signIn(p, baseURL, 'movplus@mov.local')
    await openPresidency(p)
    await expectNoAxeViolations(p)
    const nav = p.getByRole('navigation', { name: 'Presidência MOV+' }).first()
    await nav.getByRole('link', { name: 'Recompensas' }).click()
    await p.getByRole('heading', { level: 1, name: 'Recompensas' }).waitFor()
    await p
      .getByRole('link', { name: `Editar “${REWARD}”` })
      .first()
      .click()
    await p.getByRole('heading', { level: 1, name: 'Editar recompensa' }).waitFor()
    await p.getByRole('textbox', { name: /^Estoque/ }).fill('1')
    await p.getByRole('button', { name: 'Salvar' }).click()
    await p.getByText('Recompensa salva.').first().waitFor()

    // The member (on a phone) asks for it.
    const m = member.page
    await signIn(m, baseURL, 'membro@mov.local')
    await m.goto(`${baseURL}/mov-plus`, { waitUntil: 'networkidle' })
    await m.getByRole('heading', { name: 'Meus pontos' }).waitFor()
    const before = await balance(m)
    // As seeded, the member can try a redemption at once: points are held by the pending
    // "Camiseta MOV" request, and the available ones cover the kit.
    const seeded = await figures(m)
    expect(Object.keys(seeded)).toEqual(['Saldo', 'Reservados', 'Disponíveis'])
    expect(seeded.Reservados).toBeGreaterThan(0)
    expect(seeded.Disponíveis).toBe(seeded.Saldo! - seeded.Reservados!)
    expect(seeded.Disponíveis).toBeGreaterThanOrEqual(120)
    expect(await m.getByRole('button', { name: `Resgatar ${REWARD}` }).isEnabled()).toBe(true)
    expect(await m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )
    await expectNoAxeViolations(m)
    // The presidency gives the member points for a mission.
    await nav.getByRole('link', { name: 'Dar pontos' }).click()
    await p.getByRole('heading', { level: 1, name: 'Dar pontos' }).waitFor()
    await p.getByRole('searchbox', { name: 'Buscar membro' }).fill('joao pedro')
    await p.getByRole('searchbox', { name: 'Buscar membro' }).press('Enter')
    await p.getByRole('button', { name: 'Escolher João Pedro Alves' }).click()
    const chosen = p.getByRole('region', { name: 'Membro escolhido' })
    await chosen.getByText(`Saldo: ${before} pontos`).waitFor()
    await chosen
      .getByRole('combobox', { name: 'Missão' })
      .selectOption({ label: 'Participe de uma oficina (50 pontos)' })
    await chosen.getByRole('button', { name: 'Dar pontos' }).click()
    await p.getByText('50 pontos dados para João Pedro Alves.').first().waitFor()
    await chosen.getByText(`Saldo: ${before + 50} pontos`).waitFor()
    await expectNoAxeViolations(p)

    // The member (on a phone) asks for the reward; the confirmation names the available points
    // and the saldo in the words of the summary.
    await m.reload({ waitUntil: 'networkidle' })
    await m.getByRole('heading', { name: 'Meus pontos' }).waitFor()
    const now = await figures(m)
    await m.getByRole('button', { name: `Resgatar ${REWARD}` }).click()
    const confirm = m.getByRole('alertdialog', { name: 'Confirmar resgate' })
    await confirm.waitFor()
    expect(await confirm.textContent()).toContain(
      `Disponíveis: de ${now.Disponíveis} pontos para ${now.Disponíveis! - 120} pontos agora. ` +
        `Saldo: de ${now.Saldo} pontos para ${now.Saldo! - 120} pontos quando o pedido for aprovado.`,
    )
    await settleAnimations(m)
    await expectNoAxeViolations(m)
    await confirm.getByRole('button', { name: 'Confirmar resgate' }).click()
    await m.getByText('Pedido de resgate enviado!').first().waitFor()
    const mine = m.getByRole('list', { name: 'Meus resgates' })
    await mine.getByRole('listitem').filter({ hasText: REWARD }).getByText('Pendente').waitFor()

    // The presidency approves the request.
    await nav.getByRole('link', { name: 'Resgates' }).click()
    await p.getByRole('heading', { level: 1, name: 'Resgates' }).waitFor()
    await p.getByRole('button', { name: `Aprovar: ${REWARD}, João Pedro Alves` }).click()
    const approve = p.getByRole('alertdialog', { name: 'Aprovar este resgate?' })
    await approve.waitFor()
    await settleAnimations(p)
    await expectNoAxeViolations(p)
    await approve.getByRole('button', { name: 'Aprovar' }).click()
    await p.getByText('Resgate aprovado: pontos e estoque descontados.').first().waitFor()

    // The member sees the debit and the approval.
    await m.reload({ waitUntil: 'networkidle' })
    await m.getByRole('heading', { name: 'Meus pontos' }).waitFor()
    await expect.poll(() => balance(m)).toBe(before + 50 - 120)
    await m.getByText(`Resgate: ${REWARD}`).first().waitFor()
    await m
      .getByRole('list', { name: 'Meus resgates' })
      .getByRole('listitem')
      .filter({ hasText: REWARD })
      .getByText('Aprovado')
      .waitFor()

    // Out of stock now: the page says so, and the database refuses a request in pt-BR.
    await m.getByText('Sem estoque no momento.').first().waitFor()
    const [reward] = await restSelect<{ id: string }>(
      baseURL,
      `mov_plus_recompensas?select=id&title=eq.${encodeURIComponent(REWARD)}`,
    )
    const token = await accessToken(m)
    const refused = await fetch(`${baseURL}/rest/v1/rpc/mov_plus_request_redemption`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ p_reward_id: reward!.id }),
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Esta recompensa está sem estoque.',
    )
    expect(presidency.errors).toEqual([])
    expect(member.errors).toEqual([])
  } finally {
    await presidency.context.close()
    await member.context.close()
  }
})
