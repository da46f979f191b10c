// Nothing lost (docs/decisions/history-and-trash.md), in the production build on the local backend,
// on a phone and a desktop: an admin edits a programme twice, restores the first version from the
// edit screen's history, deletes the programme, finds it in the trash, restores it, and reads all
// of it in the activity list. axe runs on each screen.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { createServiceKey } from '../../local-backend/jwt.ts'
import { DEVICES, expectNoAxeViolations, launchBrowser, openPage } from './support/browser'
import { serviceSelect } from './support/service-role'
import { signIn } from './support/staff'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A programme of this test only (the other journeys use the seeded ones). */
async function createProgramme(title: string): Promise<string> {
  const key = await createServiceKey()
  const res = await fetch(`${baseURL}/rest/v1/programas`, {
    method: 'POST',
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({
      title,
      category: 'Cidadania',
      year: 2026,
      description: 'Criado pelo teste do histórico.',
    }),
  })
  if (!res.ok) throw new Error(`REST POST programas: ${res.status} ${await res.text()}`)
  const [row] = (await res.json()) as { id: string }[]
  return row!.id
}

/** Opens an admin address; the area's password gate (its flag lives in memory) is passed again. */
async function openAdminAt(page: Page, path: string, heading: string) {
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
  const gate = page.getByRole('heading', { level: 1, name: 'Área Restrita' })
  const target = page.getByRole('heading', { level: 1, name: heading })
  await expect.poll(async () => (await gate.isVisible()) || (await target.isVisible())).toBe(true)
  if (await gate.isVisible()) {
    await page.getByLabel('Senha de Acesso (obrigatório)', { exact: true }).fill('admin-local')
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  }
  await target.waitFor()
}

async function saveTitle(page: Page, title: string) {
  const field = page.getByRole('textbox', { name: /^Título/ })
  await field.fill(title)
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await page.getByText('Programa salvo.').first().waitFor()
}

for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: a programme edited twice, its first version restored, deleted, restored from the trash, and all of it in the activity list`, async () => {
    const base = `Programa do histórico ${device} ${Date.now()}`
    const id = await createProgramme(base)
    const first = `${base} (primeira)`
    const second = `${base} (segunda)`
    const { page, context, errors } = await openPage(browser, DEVICES[device])
    try {
      await signIn(page, baseURL, 'admin@mov.local')
      await openAdminAt(page, `/admin/programas/${id}`, 'Editar programa')
      await saveTitle(page, first)
      await saveTitle(page, second)

      const history = page.getByRole('region', { name: 'Histórico de versões' })
      const versions = history.getByRole('listitem')
      await expect.poll(() => versions.count()).toBe(3)
      await expect.poll(() => versions.nth(0).textContent()).toContain('Edição por')
      await versions.nth(0).getByText('Ver o que mudou').click()
      await expect.poll(() => versions.nth(0).textContent()).toContain(`Antes: ${first}`)
      await expectNoAxeViolations(page)

      await versions
        .nth(1)
        .getByRole('button', { name: /^Restaurar a versão de / })
        .click()
      const ask = page.getByRole('alertdialog', { name: /^Restaurar a versão de / })
      await ask.waitFor()
      await expectNoAxeViolations(page)
      await ask.getByRole('button', { name: 'Restaurar', exact: true }).click()
      await page.getByText('Versão restaurada.').first().waitFor()
      await expect
        .poll(() => page.getByRole('textbox', { name: /^Título/ }).inputValue())
        .toBe(first)
      await expect.poll(() => versions.nth(0).textContent()).toContain('Restauração por')

      // Deleted from the list: it goes to the trash.
      await openAdminAt(page, `/admin/programas?q=${encodeURIComponent(base)}`, 'Programas')
      await page
        .getByRole('button', { name: `Excluir “${first}”` })
        .first()
        .click()
      const confirm = page.getByRole('alertdialog', { name: `Excluir o programa “${first}”?` })
      await confirm.getByText('O item vai para a lixeira').waitFor()
      await confirm.getByRole('button', { name: 'Excluir', exact: true }).click()
      await confirm.waitFor({ state: 'detached' })
      await expect
        .poll(async () => (await serviceSelect(baseURL, `programas?id=eq.${id}`)).length)
        .toBe(0)

      await openAdminAt(page, '/admin/lixeira', 'Lixeira')
      const entry = page
        .getByRole('list', { name: 'Itens na lixeira' })
        .getByRole('listitem')
        .filter({ hasText: first })
      await entry.waitFor()
      await expect.poll(() => entry.textContent()).toContain('Excluído por')
      await expectNoAxeViolations(page)
      await entry.getByRole('button', { name: `Restaurar “${first}”` }).click()
      await page.getByText(`“${first}” foi restaurado.`).first().waitFor()
      await entry.waitFor({ state: 'detached' })
      const [back] = await serviceSelect<{ title: string }>(
        baseURL,
        `programas?id=eq.${id}&select=title`,
      )
      expect(back?.title).toBe(first)

      await openAdminAt(page, '/admin/atividade?tabela=programas', 'Atividade')
      const activity = page.getByRole('list', { name: 'Ações registradas' }).getByRole('listitem')
      await activity.first().waitFor()
      const lines = (await activity.allTextContents()).filter((line) => line.includes(base))
      expect(lines.slice(0, 5).map((line) => line.split(` ${base}`)[0])).toEqual([
        expect.stringMatching(/ restaurou$/),
        expect.stringMatching(/ excluiu \(foi para a lixeira\)$/),
        expect.stringMatching(/ restaurou$/),
        expect.stringMatching(/ editou$/),
        expect.stringMatching(/ editou$/),
      ])
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}
