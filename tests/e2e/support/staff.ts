// What the staff areas' journeys share: signing in with a local account, and a real image.
import type { Page } from 'playwright-core'

/** A real 2x2 PNG (the local Storage checks the bytes against the declared type). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

export const PHONE = { width: 390, height: 844 }

/** Signs in on /login with a local account (password `mov-local-123`) and waits for the home page. */
export async function signIn(page: Page, baseURL: string, email: string): Promise<void> {
  await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' })
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Senha (obrigatório)', { exact: true }).fill('mov-local-123')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await page.waitForURL(`${baseURL}/`)
}
