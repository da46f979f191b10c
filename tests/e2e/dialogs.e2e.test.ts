// The "Participe!" page with its two dialogs, on the production build and the local backend:
// the donation dialog copies the PIX key, a partnership proposal goes through the four steps, the
// dialog closes with the success toast and its row is in the database afterwards; axe finds nothing on the
// page or in either open dialog.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { expectNoAxeViolations, launchBrowser, openPage } from './support/browser'
import { serviceSelect } from './support/service-role'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function openJoinPage(page: Page) {
  await page.goto(`${baseURL}/junte-se-a-nos`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1, name: 'Junte-se ao MOV' }).waitFor()
}

test('the donation dialog copies the PIX key and follows the chosen amount', async () => {
  const { page, context, errors } = await openPage(browser)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  try {
    await openJoinPage(page)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Faça uma Doação' }).click()
    const dialog = page.getByRole('dialog', { name: 'Faça uma Doação' })
    await dialog.waitFor()
    await expectNoAxeViolations(page)
    expect(await dialog.getByRole('img', { name: /QR Code PIX/ }).isVisible()).toBe(true)

    // Held as an element: after the copy its name is "Copiado".
    const copyKey = await dialog
      .getByRole('button', { name: 'Copiar Chave PIX (CNPJ)' })
      .elementHandle()
    await copyKey!.click()
    // The specified toast, besides "Copiado" on the button.
    await page
      .locator('[data-toast-viewport] li', { hasText: 'CNPJ (chave PIX) copiado!' })
      .filter({ hasText: 'Copiado para a área de transferência!' })
      .waitFor()
    expect((await copyKey!.textContent())?.trim()).toBe('Copiado')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('11222333000181')

    await dialog.getByText('R$ 50', { exact: true }).click()
    const code = dialog.getByRole('textbox', { name: 'PIX Copia e Cola', exact: true })
    expect(await code.inputValue()).toContain('540550.00')
    await dialog.getByRole('img', { name: 'QR Code PIX para doar R$ 50,00 ao MOV' }).waitFor()

    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    // Radix returns focus when the dialog's focus scope unmounts, a tick after it detaches.
    await expect
      .poll(
        () =>
          page
            .getByRole('button', { name: 'Faça uma Doação' })
            .evaluate((el) => el === document.activeElement),
        { timeout: 5000 },
      )
      .toBe(true)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('a partnership proposal goes through the four steps and its row is in the database', async () => {
  const { page, context, errors } = await openPage(browser)
  const organization = `Instituto E2E ${Date.now()}`
  try {
    await openJoinPage(page)
    await page.getByRole('button', { name: 'Torne-se um Parceiro' }).click()
    const dialog = page.getByRole('dialog', { name: 'Torne-se um Parceiro' })
    await dialog.waitFor()
    await expectNoAxeViolations(page)

    const next = dialog.getByRole('button', { name: 'Próximo' })
    const step = (n: number) =>
      dialog
        .getByRole('progressbar', { name: 'Progresso da proposta' })
        .and(page.locator(`[aria-valuenow="${n}"]`))

    await next.click()
    await page.getByText('Campos obrigatórios', { exact: true }).waitFor()
    await step(1).waitFor()

    await dialog.getByRole('textbox', { name: /^Nome da organização/ }).fill(organization)
    await dialog.getByRole('textbox', { name: /^Nome do contato/ }).fill('Ana Souza')
    await next.click()
    await step(2).waitFor()
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('ana@aurora.org.br')
    await dialog.getByRole('textbox', { name: /^Telefone/ }).fill('(82) 99999-0000')
    // Each value in its own field (a focus moved a frame late once sent the phone into the e-mail).
    expect(await dialog.getByRole('textbox', { name: /^E-mail/ }).inputValue()).toBe(
      'ana@aurora.org.br',
    )
    await next.click()
    await step(3).waitFor()
    await dialog.getByRole('textbox', { name: /^Site/ }).fill('aurora.org.br')
    await dialog.getByRole('textbox', { name: /^Instagram/ }).fill('@institutoaurora')
    await dialog.getByRole('textbox', { name: /^CNPJ/ }).fill('11.222.333/0001-81')
    await next.click()
    await step(4).waitFor()
    await dialog.getByRole('combobox', { name: /^Tipo de parceria/ }).selectOption('Divulgacao')
    await dialog
      .getByRole('textbox', { name: /^Descrição da organização/ })
      .fill('ONG de educação em Maceió')
    await dialog
      .getByRole('textbox', { name: /^Proposta/ })
      .fill('Divulgar os programas nas nossas redes')
    await expectNoAxeViolations(page)

    await dialog.getByRole('button', { name: 'Enviar Proposta' }).click()
    // Specification: the dialog closes and the success toast shows.
    await dialog.waitFor({ state: 'detached' })
    const sent = page.locator('[data-toast-viewport] li', {
      hasText: 'Proposta enviada com sucesso! 🚀',
    })
    await sent.waitFor()
    expect(await sent.textContent()).toContain(
      'Agradecemos o interesse! Analisaremos sua proposta e entraremos em contato.',
    )

    const rows = await serviceSelect<Record<string, string | null>>(
      baseURL,
      `parcerias_solicitacoes?organization_name=eq.${encodeURIComponent(organization)}&select=*`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      organization_name: organization,
      contact_name: 'Ana Souza',
      email: 'ana@aurora.org.br',
      phone: '(82) 99999-0000',
      site_url: 'https://aurora.org.br',
      instagram_url: 'https://instagram.com/institutoaurora',
      cnpj: '11.222.333/0001-81',
      partnership_type: 'Divulgacao',
      organization_description: 'ONG de educação em Maceió',
      proposal: 'Divulgar os programas nas nossas redes',
    })
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
