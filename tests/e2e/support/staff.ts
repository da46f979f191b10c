// What the staff areas' journeys share: signing in with a local account, and a real image.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright-core'
import { LOCAL_ANON_KEY } from '../../../src/config/local'
import { SEEDED_TOTP_FACTORS } from '../../../local-backend/seed-factors.mjs'

/** A real 2x2 PNG (the local Storage checks the bytes against the declared type). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

export const PHONE = { width: 390, height: 844 }

/**
 * Signs in on /login with a local account (password `mov-local-123`) and waits for the home page.
 * A seeded staff account is then asked for its authenticator's code: typed here.
 */
export async function signIn(page: Page, baseURL: string, email: string): Promise<void> {
  await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' })
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Senha (obrigatório)', { exact: true }).fill('mov-local-123')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  if (STAFF_TOTP_SECRETS[email]) await passSecondFactor(page, email)
  await page.waitForURL(`${baseURL}/`)
}

/** The seeded staff accounts' local TOTP secrets (base32), by e-mail: the one list, as seed.sql has them. */
export const STAFF_TOTP_SECRETS: Record<string, string> = Object.fromEntries(
  SEEDED_TOTP_FACTORS.map((f) => [f.email, f.secret]),
)

/** The current 6-digit code of a base32 TOTP secret (SHA1, 30 s), as an authenticator app shows it. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp })
}

const STEP_MS = 30_000

/**
 * A code of a time step this secret has not been used for on the server at `siteUrl`. The local
 * backend accepts each step of a factor once (no replay) and the next step's code too, so the
 * journeys, which share one server and sign the same seeded accounts in moments apart, note the
 * last step each secret was used for (a file per server, as the files run one after another) and
 * take the next one, waiting for the step to turn when two are spent, as a person would wait for
 * the app's next code. A refused code would put a 422 on the page's console.
 */
export async function unusedCode(secret: string, siteUrl: string): Promise<string> {
  const file = join(tmpdir(), `mov-e2e-totp-steps-${new URL(siteUrl).port}.json`)
  const used = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<
    string,
    number
  >
  const now = Math.floor(Date.now() / STEP_MS)
  const step = Math.max(now, (used[secret] ?? 0) + 1)
  const wait = step > now + 1 ? (step - 1) * STEP_MS - Date.now() + 200 : 0
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
  used[secret] = step
  writeFileSync(file, JSON.stringify(used))
  noteWait(siteUrl, wait)
  return totpCode(secret, step * STEP_MS + 1_000)
}

/** Where the run notes how long its sign-ins waited for a step to turn, per site. */
export function totpWaitsFile(siteUrl: string): string {
  return join(tmpdir(), `mov-e2e-totp-waits-${new URL(siteUrl).port}.json`)
}

function noteWait(siteUrl: string, ms: number) {
  const file = totpWaitsFile(siteUrl)
  const seen = (
    existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { codes: 0, waits: 0, ms: 0 }
  ) as { codes: number; waits: number; ms: number }
  seen.codes += 1
  if (ms > 0) {
    seen.waits += 1
    seen.ms += ms
  }
  writeFileSync(file, JSON.stringify(seen))
}

/**
 * The second step (after the password on /login, or in a staff area reached at aal1): types a
 * code of the seeded account's authenticator and waits for the step to go.
 */
export async function passSecondFactor(page: Page, email: string): Promise<void> {
  const secret = STAFF_TOTP_SECRETS[email]
  if (!secret) throw new Error(`No local TOTP secret for ${email}`)
  const heading = page.getByRole('heading', { name: 'Verificação em duas etapas' })
  await heading.waitFor()
  await page.getByLabel('Código de verificação').fill(await unusedCode(secret, page.url()))
  await page.getByRole('button', { name: 'Verificar código' }).click()
  await heading.waitFor({ state: 'detached' })
}

async function authCall<T>(
  baseURL: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${baseURL}/auth/v1/${path}`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!res.ok) throw new Error(`auth ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** A password sign-in through the API: the session at aal1, as the login form gets it. */
export async function passwordSession(
  baseURL: string,
  email: string,
  password = 'mov-local-123',
): Promise<{ token: string; id: string }> {
  const body = await authCall<{ access_token: string; user: { id: string } }>(
    baseURL,
    'token?grant_type=password',
    { body: { email, password } },
  )
  return { token: body.access_token, id: body.user.id }
}

/**
 * A seeded staff account's session at aal2 through the API: the password, then a challenge of its
 * verified TOTP factor answered with an unused code, as `mfa.challengeAndVerify` does.
 */
export async function staffSession(
  baseURL: string,
  email: string,
): Promise<{ token: string; id: string }> {
  const secret = STAFF_TOTP_SECRETS[email]
  if (!secret) throw new Error(`No local TOTP secret for ${email}`)
  const first = await passwordSession(baseURL, email)
  const user = await authCall<{ factors?: Array<{ id: string; status: string }> }>(
    baseURL,
    'user',
    { method: 'GET', token: first.token },
  )
  const factor = user.factors?.find((f) => f.status === 'verified')
  if (!factor) throw new Error(`${email} has no verified factor`)
  const challenge = await authCall<{ id: string }>(baseURL, `factors/${factor.id}/challenge`, {
    token: first.token,
    body: {},
  })
  const verified = await authCall<{ access_token: string }>(
    baseURL,
    `factors/${factor.id}/verify`,
    {
      token: first.token,
      body: { challenge_id: challenge.id, code: await unusedCode(secret, baseURL) },
    },
  )
  return { token: verified.access_token, id: first.id }
}

/** The signed-in account's access token, as supabase-js stored it in the page. */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!
      if (/^sb-.*-auth-token$/.test(key))
        return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token
    }
    throw new Error('no session stored')
  })
}
