// `npm run totp -- <email | base32 secret>`: prints the current 6-digit TOTP code (SHA1, 30 s, as
// GoTrue's) of a seeded staff account (local-backend/seed-factors.mjs), or of any base32 secret,
// such as one a local enrolment showed. Local development only.
import { Secret, TOTP } from 'otpauth'
import { SEEDED_TOTP_FACTORS, seededSecret } from '../local-backend/seed-factors.mjs'

const PERIOD = 30

/** The secret an argument names: a seeded account's, or the argument itself when it is base32. */
export function secretOf(arg) {
  const value = String(arg ?? '').trim()
  if (value.includes('@')) return seededSecret(value)
  const base32 = value.replace(/[\s-]/g, '').toUpperCase()
  return /^[A-Z2-7]{16,}=*$/.test(base32) ? base32 : undefined
}

/** The code of a base32 secret at a time (ms), and the seconds it stays valid. */
export function currentCode(secret, now = Date.now()) {
  const token = TOTP.generate({ secret: Secret.fromBase32(secret), period: PERIOD, timestamp: now })
  return { token, remaining: PERIOD - (Math.floor(now / 1000) % PERIOD) }
}

const isMain = import.meta.url === new URL(process.argv[1] ?? '', 'file://').href
if (isMain) {
  const arg = process.argv[2]
  const secret = secretOf(arg)
  if (!secret) {
    console.error(
      [
        'usage: npm run totp -- <email | base32 secret>',
        'seeded accounts with a TOTP factor:',
        ...SEEDED_TOTP_FACTORS.map((f) => `  ${f.email}`),
      ].join('\n'),
    )
    process.exit(1)
  }
  const { token, remaining } = currentCode(secret)
  console.log(token)
  console.error(`(valid for ${remaining} more seconds)`)
}
