// The partnership proposal on a bad connection
// (docs/decisions/donation-and-partnership-dialogs.md), on the production build and the local
// backend, on a 360x740 touch phone and on a desktop, with faults injected at the network: a lost
// answer (the row stored, the response dropped) then a retry stores one row and shows success; a
// reload mid-draft keeps every field; offline, nothing is sent until the person confirms once the
// connection is back; a 500 is said in pt-BR and keeps the fields. axe runs on each new state.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Locator, Page, Request } from 'playwright-core'
import {
  DEVICES,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  requestsReported,
} from './support/browser'
import { serviceSelect } from './support/service-role'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PROPOSALS = '**/rest/v1/parcerias_solicitacoes*'
// The browser's own console line for a request the test fails or answers with an error.
const NETWORK_NOISE = [/Failed to load resource/]

async function open(device: keyof typeof DEVICES) {
  return openPage(browser, { ...DEVICES[device], ignoreConsole: NETWORK_NOISE })
}

async function openDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Torne-se um Parceiro' })
  // A click that lands while the pre-rendered page is still hydrating is lost (the HTML is on
  // screen before its code): click again until the dialog is open.
  await expect
    .poll(
      async () => {
        if ((await dialog.count()) === 0)
          await page.getByRole('button', { name: 'Torne-se um Parceiro' }).click()
        return dialog.count()
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(1)
  return dialog
}

async function openJoinPage(page: Page): Promise<Locator> {
  await page.goto(`${baseURL}/junte-se-a-nos`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1, name: 'Junte-se ao MOV' }).waitFor()
  return openDialog(page)
}

function stepIs(page: Page, dialog: Locator, n: number): Locator {
  return dialog
    .getByRole('progressbar', { name: 'Progresso da proposta' })
    .and(page.locator(`[aria-valuenow="${n}"]`))
}

const box = (dialog: Locator, name: string) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${name}`) })

async function fillFirstSteps(page: Page, dialog: Locator, organization: string) {
  const next = dialog.getByRole('button', { name: 'Próximo' })
  await box(dialog, 'Nome da organização').fill(organization)
  await box(dialog, 'Nome do contato').fill('Ana Souza')
  await next.click()
  await stepIs(page, dialog, 2).waitFor()
  await box(dialog, 'E-mail').fill('ana@aurora.org.br')
  await box(dialog, 'Telefone').fill('(82) 99999-0000')
  await next.click()
  await stepIs(page, dialog, 3).waitFor()
  await box(dialog, 'Site').fill('aurora.org.br')
  await box(dialog, 'Instagram').fill('@institutoaurora')
}

async function fillLastSteps(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Próximo' }).click()
  await stepIs(page, dialog, 4).waitFor()
  await dialog.getByRole('combobox', { name: /^Tipo de parceria/ }).selectOption('Divulgacao')
  await box(dialog, 'Descrição da organização').fill('ONG de educação em Maceió')
  await box(dialog, 'Proposta').fill('Divulgar os programas nas nossas redes')
}

async function rowsOf(organization: string) {
  return serviceSelect<{ idempotency_key: string; proposal: string }>(
    baseURL,
    `parcerias_solicitacoes?organization_name=eq.${encodeURIComponent(organization)}&select=idempotency_key,proposal`,
  )
}

/** The proposal inserts the page sends (any answer). */
function recordInserts(page: Page): Request[] {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/parcerias_solicitacoes'))
      sent.push(request)
  })
  return sent
}

/** The specified success: the dialog closes and the toast "Proposta enviada com sucesso! 🚀" shows. */
async function sentAndClosed(page: Page, dialog: Locator) {
  await dialog.waitFor({ state: 'detached' })
  await page
    .locator('[data-toast-viewport] li', { hasText: 'Proposta enviada com sucesso! 🚀' })
    .waitFor()
}

for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: an answer lost after the row was stored, then a retry, shows success and leaves one row with the draft's key`, async () => {
    const { page, context, errors } = await open(device)
    const organization = `Instituto Resposta Perdida ${device} ${Date.now()}`
    try {
      let lost = false
      const keys: string[] = []
      await page.route(PROPOSALS, async (route) => {
        if (route.request().method() !== 'POST') return route.continue()
        keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key)
        if (lost) return route.continue()
        lost = true
        // The insert reaches the database; its answer never reaches the page.
        const stored = await route.fetch()
        expect(stored.status()).toBe(201)
        await route.abort()
      })
      const dialog = await openJoinPage(page)
      await fillFirstSteps(page, dialog, organization)
      await fillLastSteps(page, dialog)
      await dialog.getByRole('button', { name: 'Enviar Proposta' }).click()
      await page
        .getByRole('region', { name: /^Notificações/ })
        .getByText(
          'Não foi possível enviar sua proposta. Sem conexão com a internet. Verifique sua rede e tente novamente.',
        )
        .waitFor()
      expect(await box(dialog, 'Proposta').inputValue()).toBe(
        'Divulgar os programas nas nossas redes',
      )
      await expectNoAxeViolations(page)

      await dialog.getByRole('button', { name: 'Enviar Proposta' }).click()
      await sentAndClosed(page, dialog)
      await expectNoAxeViolations(page)

      expect(keys).toHaveLength(2)
      expect(keys[1]).toBe(keys[0])
      expect(await rowsOf(organization)).toEqual([
        { idempotency_key: keys[0], proposal: 'Divulgar os programas nas nossas redes' },
      ])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test(`${device}: a reload mid-draft keeps every field; offline, nothing is sent until the person confirms back online`, async () => {
    const { page, context, errors } = await open(device)
    const organization = `Instituto Sem Rede ${device} ${Date.now()}`
    try {
      const sent = recordInserts(page)
      let dialog = await openJoinPage(page)
      await fillFirstSteps(page, dialog, organization)

      await page.reload({ waitUntil: 'networkidle' })
      dialog = await openDialog(page)
      await stepIs(page, dialog, 3).waitFor()
      expect(await box(dialog, 'Site').inputValue()).toBe('aurora.org.br')
      expect(await box(dialog, 'Instagram').inputValue()).toBe('@institutoaurora')
      await dialog.getByRole('button', { name: 'Anterior' }).click()
      expect(await box(dialog, 'E-mail').inputValue()).toBe('ana@aurora.org.br')
      await dialog.getByRole('button', { name: 'Anterior' }).click()
      expect(await box(dialog, 'Nome da organização').inputValue()).toBe(organization)
      await dialog.getByRole('button', { name: 'Próximo' }).click()
      await dialog.getByRole('button', { name: 'Próximo' }).click()
      await stepIs(page, dialog, 3).waitFor()
      await fillLastSteps(page, dialog)

      await context.setOffline(true)
      await dialog.getByRole('button', { name: 'Enviar Proposta' }).click()
      await dialog
        .getByText('Sem conexão com a internet. Seus dados estão guardados neste navegador.')
        .waitFor()
      await expectNoAxeViolations(page)

      await context.setOffline(false)
      await dialog.getByText('Conexão restabelecida. Enviar a proposta agora?').waitFor()
      const confirm = dialog.getByRole('button', { name: 'Enviar agora' })
      await confirm.waitFor()
      await expectNoAxeViolations(page)
      // Asked, not sent: a send set off by the reconnection would have started with the `online`
      // event, before the question was rendered; once every request started so far is reported,
      // none of them is the insert.
      await requestsReported(page)
      expect(sent).toHaveLength(0)
      expect(await rowsOf(organization)).toEqual([])

      await confirm.click()
      await sentAndClosed(page, dialog)
      expect(sent).toHaveLength(1)
      expect(await rowsOf(organization)).toHaveLength(1)

      // Sent: the draft is gone, a reload opens an empty form.
      await page.reload({ waitUntil: 'networkidle' })
      dialog = await openDialog(page)
      await stepIs(page, dialog, 1).waitFor()
      expect(await box(dialog, 'Nome da organização').inputValue()).toBe('')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test(`${device}: a 500 is said in pt-BR, never the server's text, and keeps everything typed`, async () => {
    const { page, context, errors } = await open(device)
    const organization = `Instituto Erro ${device} ${Date.now()}`
    try {
      await page.route(PROPOSALS, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'XX000', message: 'Internal server error: boom' }),
            })
          : route.continue(),
      )
      const dialog = await openJoinPage(page)
      await fillFirstSteps(page, dialog, organization)
      await fillLastSteps(page, dialog)
      await dialog.getByRole('button', { name: 'Enviar Proposta' }).click()
      await page
        .getByRole('region', { name: /^Notificações/ })
        .getByText(
          'Não foi possível enviar sua proposta. O serviço está indisponível no momento. Tente novamente em instantes.',
        )
        .waitFor()
      expect(await page.getByText(/boom|Internal server error/).count()).toBe(0)
      await expectNoAxeViolations(page)
      const send = dialog.getByRole('button', { name: 'Enviar Proposta' })
      expect(await send.isEnabled()).toBe(true)
      expect(await box(dialog, 'Proposta').inputValue()).toBe(
        'Divulgar os programas nas nossas redes',
      )
      await dialog.getByRole('button', { name: 'Anterior' }).click()
      expect(await box(dialog, 'Site').inputValue()).toBe('aurora.org.br')
      expect(await rowsOf(organization)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}
