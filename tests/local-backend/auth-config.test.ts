// supabase/config.toml (what hosted Supabase and `supabase start` enforce) against what the site
// and the local backend use: the password rule, the e-mail templates and subjects, the reset page
// in the redirect allow-list. Changing one side without the other fails here.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { passwordPolicy } from '../../src/config/password-policy'
import { resetPasswordPath } from '../../src/config/paths'
import { ROOT_DIR } from '../../local-backend/config'
import { MAIL_TEMPLATES } from '../../local-backend/mailbox'
import { AUTH_SETTINGS } from '../../local-backend/auth/core'
import { SIGN_IN_FAILURE_LIMIT } from '../../local-backend/auth/limits'

const toml = readFileSync(join(ROOT_DIR, 'supabase/config.toml'), 'utf8')

/** The text of one `[section]` of the file, up to the next section. */
function section(name: string): string {
  const start = toml.indexOf(`\n[${name}]\n`)
  expect(start, `[${name}] in config.toml`).toBeGreaterThan(-1)
  const rest = toml.slice(start + name.length + 4)
  const end = rest.search(/\n\[/)
  return end === -1 ? rest : rest.slice(0, end)
}

test('the password rule of config.toml is the one the forms show and the local backend enforces', () => {
  const auth = section('auth')
  expect(Number(/^minimum_password_length = (\d+)$/m.exec(auth)?.[1])).toBe(
    passwordPolicy.minLength,
  )
  const requirements = /^password_requirements = "([^"]*)"$/m.exec(auth)?.[1] ?? ''
  expect(requirements === 'letters_digits').toBe(passwordPolicy.lettersAndDigits)
})

test('the e-mail templates and subjects of config.toml are the ones the local mailbox renders', () => {
  for (const [kind, { subject, file }] of Object.entries(MAIL_TEMPLATES)) {
    const template = section(`auth.email.template.${kind}`)
    expect(template).toContain(`subject = "${subject}"`)
    expect(template).toContain(`content_path = "./${file}"`)
    const html = readFileSync(join(ROOT_DIR, file), 'utf8')
    expect(html).toContain('{{ .ConfirmationURL }}')
    expect(html).toContain('lang="pt-BR"')
  }
  expect(existsSync(join(ROOT_DIR, MAIL_TEMPLATES.recovery.file))).toBe(true)
})

test('the password-reset page is in the redirect allow-list for both local ports', () => {
  const auth = section('auth')
  for (const origin of ['http://localhost:5173', 'http://localhost:4173']) {
    expect(auth).toContain(`"${origin}${resetPasswordPath}"`)
  }
})

test('confirmations, secure e-mail and password change and the reuse interval are set alike in config.toml and the local backend', () => {
  const flag = (text: string, key: string) => new RegExp(`^${key} = (\\w+)$`, 'm').exec(text)?.[1]
  const email = section('auth.email')
  expect(flag(email, 'enable_confirmations')).toBe(String(AUTH_SETTINGS.enableConfirmations))
  expect(flag(email, 'double_confirm_changes')).toBe(String(AUTH_SETTINGS.secureEmailChange))
  expect(flag(email, 'secure_password_change')).toBe(String(AUTH_SETTINGS.securePasswordChange))
  expect(AUTH_SETTINGS).toMatchObject({
    enableConfirmations: true,
    secureEmailChange: true,
    securePasswordChange: true,
  })
  const auth = section('auth')
  expect(Number(flag(auth, 'refresh_token_reuse_interval'))).toBe(
    AUTH_SETTINGS.refreshTokenReuseInterval,
  )
  expect(flag(auth, 'enable_refresh_token_rotation')).toBe('true')
  // The allow-list: the site and its reset page only, no wildcard that would let a link leave.
  expect(/^site_url = "([^"]+)"$/m.exec(auth)?.[1]).toBe('http://localhost:5173')
  const list = /^additional_redirect_urls = \[([^\]]*)\]/m.exec(auth)?.[1] ?? ''
  expect(list).not.toContain('*')
})

test('[auth.rate_limit] sets every limit of the CLI, each explained by a comment', () => {
  const lines = section('auth.rate_limit').trim().split('\n')
  const keys = [
    'email_sent',
    'sms_sent',
    'anonymous_users',
    'token_refresh',
    'sign_in_sign_ups',
    'token_verifications',
    'web3',
  ]
  const values: Record<string, number> = {}
  lines.forEach((line, i) => {
    const m = /^(\w+) = (.+)$/.exec(line)
    if (!m) {
      expect(line, `line ${i + 1} of [auth.rate_limit]`).toMatch(/^# \S/)
      return
    }
    expect(lines[i - 1], `the comment above ${m[1]}`).toMatch(/^# \S/)
    expect(m[2], m[1]).toMatch(/^[1-9]\d*$/)
    values[m[1]!] = Number(m[2])
  })
  expect(Object.keys(values).sort()).toEqual([...keys].sort())
  // Sign-ins per address in 5 minutes: hosted counts right and wrong ones alike, so it never stops
  // someone before the local limit of failures would, and is no looser than GoTrue's default (30).
  expect(values.sign_in_sign_ups).toBeGreaterThanOrEqual(SIGN_IN_FAILURE_LIMIT.max)
  expect(values.sign_in_sign_ups).toBeLessThanOrEqual(30)
  expect(SIGN_IN_FAILURE_LIMIT.windowMs).toBe(5 * 60_000)
})
