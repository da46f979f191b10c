// A seeded staff account signed in as the site does it: password (aal1), then the TOTP code of the
// seeded factor (local-backend/seed-factors.mjs) through supabase-js's challengeAndVerify, so the
// session is aal2 and staff rights apply (the database requires aal2 for them).
import type { SupabaseClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'
import { LOCAL_ANON_KEY } from '../../../src/config/local'
import { seededSecret } from '../../../local-backend/seed-factors.mjs'
import { createTestClient } from '../support'

/** The seeded accounts' password (supabase/seed.sql). */
export const DEMO_PASSWORD = 'mov-local-123'

/** The current code of a base32 TOTP secret. */
export function totpCode(secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret) })
}

type AuthClient = Pick<SupabaseClient, 'auth'>

/** Completes the second step on a client signed in with a password: its session becomes aal2. */
export async function verifySeededFactor(client: AuthClient, email: string): Promise<void> {
  const secret = seededSecret(email)
  if (!secret) throw new Error(`${email} has no seeded TOTP factor`)
  const factors = await client.auth.mfa.listFactors()
  if (factors.error) throw factors.error
  const factor = factors.data.totp[0]
  if (!factor) throw new Error(`${email} has no verified TOTP factor`)
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(secret),
  })
  if (verified.error) throw verified.error
}

/** Signs a client in as a seeded staff account at aal2 (password, then the seeded TOTP code). */
export async function signInStaff<C extends AuthClient>(client: C, email: string): Promise<C> {
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD })
  if (error) throw error
  await verifySeededFactor(client, email)
  return client
}

/** A new client (as the site creates it) signed in as a seeded staff account at aal2. */
export function staffSession(url: string, email: string): Promise<SupabaseClient> {
  return signInStaff(createTestClient(url, LOCAL_ANON_KEY), email)
}
