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

/** The code of a base32 TOTP secret now (or at `timestamp`). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp })
}

type VerifyResult = { error: { code?: string } | null }

/**
 * Verifies with a code of a time step the factor has not used yet. The backend accepts each step
 * of a factor once (no replay) and takes the next step's code too (one step either side), so a
 * second sign-in of the same account within 30 s uses the next code, and a third waits for the
 * step to turn, as a person would wait for the app's next code.
 */
export async function verifyWithUnusedCode(
  secret: string,
  verify: (code: string) => Promise<VerifyResult>,
): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const ahead of [0, 30_000]) {
      const { error } = await verify(totpCode(secret, Date.now() + ahead))
      if (!error) return
      if (error.code !== 'mfa_verification_failed') throw error
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 100))
  }
  throw new Error('no unused TOTP step was accepted')
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
  await verifyWithUnusedCode(secret, (code) =>
    client.auth.mfa.challengeAndVerify({ factorId: factor.id, code }),
  )
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
