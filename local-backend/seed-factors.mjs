// The TOTP factors supabase/seed.sql gives the seeded staff accounts: LOCAL ONLY, printed at start
// and by `npm run totp`. The one copy for JavaScript (the local backend, scripts/totp.mjs, tests);
// tests/local-backend/mfa.test.ts holds it equal to the rows of seed.sql.

/** Base32 secrets (SHA1, 6 digits, 30 s, as GoTrue's TOTP), by account. */
export const SEEDED_TOTP_FACTORS = Object.freeze([
  Object.freeze({
    email: 'admin@mov.local',
    factorId: 'af000000-0000-4000-8000-000000000001',
    secret: 'MOVLOCALADMINTOTPSECRETKEY234567',
  }),
  Object.freeze({
    email: 'escritor@mov.local',
    factorId: 'af000000-0000-4000-8000-000000000002',
    secret: 'MOVLOCALESCRITORTOTPSECRETKEY234',
  }),
  Object.freeze({
    email: 'movplus@mov.local',
    factorId: 'af000000-0000-4000-8000-000000000003',
    secret: 'MOVLOCALMOVPLUSTOTPSECRETKEY2345',
  }),
])

/** The friendly name of every seeded factor. */
export const SEEDED_FACTOR_NAME = 'Autenticador local'

/** The seeded secret of an account, or undefined when it has none. */
export function seededSecret(email) {
  const wanted = String(email).trim().toLowerCase()
  return SEEDED_TOTP_FACTORS.find((f) => f.email === wanted)?.secret
}
