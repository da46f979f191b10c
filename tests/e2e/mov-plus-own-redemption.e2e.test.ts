// A MOV+ staff member's own redemption (docs/decisions/data-model.md), on the production build and
// the local backend. The presidency's movplus@ asks for a reward as any member does (on a 360x740
// touch phone); in the presidency's queue their own request offers no "Aprovar"/"Recusar" and says,
// in pt-BR, that someone else decides, and the API refuses their own decision in pt-BR. A colleague
// (admin@, on a 1366x900 desktop) decides it through faults injected at the network: a 500 is said
// in pt-BR and decides nothing; a lost response (the decision stored, the answer dropped) is said
// in pt-BR, and the retry is told it was already decided; the points are debited once. axe runs on
// each new state.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import {
  DEVICES,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  settleAnimations,
} from './support/browser'
import { serviceSelect } from './support/service-role'
import { signIn, staffSession } from './support/staff'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const REWARD = 'Camiseta MOV'
const STAFF = 'Beatriz Nunes' // movplus@mov.local
const DECIDE = '**/rest/v1/rpc/mov_plus_decide_redemption*'
// The browser's own console line for a request the test fails or answers with an error.
const NETWORK_NOISE = [/Failed to load resource/]

/** A staff session at aal2 (password and the seeded authenticator's code): staff rights need it. */
function tokenOf(email: string): Promise<{ token: string; id: string }> {
  return staffSession(baseURL, email)
}

function rpc(token: string, name: string, args: Record<string, unknown>) {
  return fetch(`${baseURL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  })
}

async function balanceOf(userId: string): Promise<number> {
  const rows = await serviceSelect<{ points: number }>(
    baseURL,
    `mov_plus_pontos?select=points&user_id=eq.${userId}`,
  )
  return rows.reduce((sum, row) => sum + row.points, 0)
}

async function openRedemptions(page: Page) {
  await page.goto(`${baseURL}/mov-plus/admin/resgates`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1, name: 'Área Restrita' }).waitFor()
  await page.getByLabel('Senha de Acesso (obrigatório)', { exact: true }).fill('movplus-local')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Resgates' }).waitFor()
}

test('a staff member’s own redemption cannot be decided by them; a colleague decides it once, through a 500 and a lost response', async () => {
  const self = await tokenOf('movplus@mov.local')
  const colleague = await tokenOf('admin@mov.local')
  // Points for the staff member, given by a colleague (the ledger forbids giving them to oneself).
  const award = await rpc(colleague.token, 'mov_plus_award_points', {
    p_user_id: self.id,
    p_points: 300,
    p_reason: 'Coordenação do encontro',
  })
  expect(award.status).toBe(200)

  const phone = await openPage(browser, { ...DEVICES.phone, ignoreConsole: NETWORK_NOISE })
  const desktop = await openPage(browser, { ...DEVICES.desktop, ignoreConsole: NETWORK_NOISE })
  try {
    // The staff member asks for the reward as a member, on the phone.
    const p = phone.page
    await signIn(p, baseURL, 'movplus@mov.local')
    await p.goto(`${baseURL}/mov-plus`, { waitUntil: 'networkidle' })
    await p.getByRole('heading', { name: 'Meus pontos' }).waitFor()
    await p.getByRole('button', { name: `Resgatar ${REWARD}` }).click()
    const confirm = p.getByRole('alertdialog', { name: 'Confirmar resgate' })
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Confirmar resgate' }).click()
    await p.getByText('Pedido de resgate enviado!').first().waitFor()
    const [request] = await serviceSelect<{ id: string }>(
      baseURL,
      `mov_plus_resgates?select=id&user_id=eq.${self.id}&status=eq.pendente`,
    )
    const before = await balanceOf(self.id)

    // In the presidency's queue, their own request says who decides and offers no decision.
    await openRedemptions(p)
    const own = p
      .getByRole('list', { name: 'Pedidos de resgate' })
      .getByRole('listitem')
      .filter({ hasText: STAFF })
    await own
      .getByText('Este pedido é seu: outra pessoa da presidência do MOV+ precisa decidir.', {
        exact: false,
      })
      .waitFor()
    expect(await own.getByRole('button').count()).toBe(0)
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(p)
    // Nor through the API, either way.
    for (const approve of [true, false]) {
      const refused = await rpc(self.token, 'mov_plus_decide_redemption', {
        p_redemption_id: request!.id,
        p_approve: approve,
        p_reason: 'Pedido meu',
      })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toBe(
        'Você não pode decidir o seu próprio resgate.',
      )
    }

    // A colleague, on a desktop, decides it.
    const d = desktop.page
    await signIn(d, baseURL, 'admin@mov.local')
    await openRedemptions(d)
    const item = d
      .getByRole('list', { name: 'Pedidos de resgate' })
      .getByRole('listitem')
      .filter({ hasText: STAFF })
    expect(await item.getByText('Este pedido é seu', { exact: false }).count()).toBe(0)
    await item.getByRole('button', { name: `Aprovar: ${REWARD}, ${STAFF}` }).click()
    const dialog = d.getByRole('alertdialog', { name: 'Aprovar este resgate?' })
    await dialog.waitFor()
    await settleAnimations(d)

    // A 500: said in pt-BR, nothing decided.
    await d.route(DECIDE, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await dialog.getByRole('button', { name: 'Aprovar' }).click()
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe('Algo deu errado ao falar com o servidor. Tente novamente.')
    await expectNoAxeViolations(d)
    expect(await balanceOf(self.id)).toBe(before)
    await d.unroute(DECIDE)

    // A lost response: the decision is stored, the answer never arrives.
    await d.route(DECIDE, async (route) => {
      await route.fetch()
      await route.abort()
    })
    await dialog.getByRole('button', { name: 'Aprovar' }).click()
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe('Sem conexão com a internet. Verifique sua rede e tente novamente.')
    await d.unroute(DECIDE)

    // The retry is told it was already decided; the points went once.
    await dialog.getByRole('button', { name: 'Aprovar' }).click()
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe('Este resgate já foi decidido.')
    await expectNoAxeViolations(d)
    const [decided] = await serviceSelect<{ status: string; decided_by: string }>(
      baseURL,
      `mov_plus_resgates?select=status,decided_by&id=eq.${request!.id}`,
    )
    expect(decided).toEqual({ status: 'aprovado', decided_by: colleague.id })
    expect(await balanceOf(self.id)).toBe(before - 200)

    expect(phone.errors).toEqual([])
    expect(desktop.errors).toEqual([])
  } finally {
    await phone.context.close()
    await desktop.context.close()
  }
})
