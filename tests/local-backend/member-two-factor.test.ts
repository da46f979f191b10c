// A member's second factor protects their data (docs/decisions/database-linter.md), through the
// local backend as the site reaches it: a new member turns TOTP on, signs in again with the
// password alone (an aal1 session, as GoTrue issues it) and gets nothing of their own (profile,
// ranking choice, MOV+ balance) until the code raises the session to aal2. The database rule:
// 20261127010200_member_two_factor.sql (tests/db/member-two-factor*.test.ts).
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { createTestClient, signUpConfirmed } from './support'
import { Secret, TOTP } from 'otpauth'
import { totpCode } from './support/staff-session'

let backend: LocalBackend

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
})

afterAll(async () => {
  await backend?.close()
})

const PASSWORD = 'senha-forte-2024'
const NEEDS_CODE =
  'Sua conta usa a verificação em duas etapas: confirme o código do aplicativo autenticador para continuar.'

test('with TOTP on, a password-only session reads and changes nothing of the member’s own; the code opens it', async () => {
  const email = `dois-fatores-${Date.now()}@exemplo.com.br`
  const client = createTestClient(backend.url, LOCAL_ANON_KEY)
  const { error: signUpError } = await signUpConfirmed(client, backend.url, {
    email,
    password: PASSWORD,
  })
  expect(signUpError).toBeNull()
  const userId = (await client.auth.getUser()).data.user!.id
  const ownProfile = () => client.from('profiles').select('id, show_in_ranking').eq('id', userId)

  // No factor yet: a password session has the member's data.
  expect((await ownProfile()).data).toEqual([{ id: userId, show_in_ranking: false }])
  expect(await client.rpc('mov_plus_my_balance')).toMatchObject({ data: 0, error: null })

  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' })
  const factorId = enrolled.data!.id
  const secret = enrolled.data!.totp.secret
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })
  expect(verified.error).toBeNull()

  // A new sign-in with the password alone: aal1.
  await client.auth.signOut({ scope: 'local' })
  const again = await client.auth.signInWithPassword({ email, password: PASSWORD })
  expect(again.error).toBeNull()
  expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
    currentLevel: 'aal1',
    nextLevel: 'aal2',
  })
  expect((await ownProfile()).data).toEqual([])
  const optIn = await client
    .from('profiles')
    .update({ show_in_ranking: true })
    .eq('id', userId)
    .select('id')
  expect(optIn.data).toEqual([])
  const balance = await client.rpc('mov_plus_my_balance')
  expect(balance.status).toBe(403)
  expect(balance.error).toMatchObject({ code: '42501', message: NEEDS_CODE })
  const ledger = await client.rpc('mov_plus_my_ledger', {})
  expect(ledger.error).toMatchObject({ code: '42501', message: NEEDS_CODE })

  // The code: aal2, and everything is there again (the opt-in above changed nothing). The next
  // step's code (accepted within GoTrue's window), as a code already used may not be replayed.
  const next = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 })
  const code = await client.auth.mfa.challengeAndVerify({ factorId, code: next })
  expect(code.error).toBeNull()
  expect((await ownProfile()).data).toEqual([{ id: userId, show_in_ranking: false }])
  expect(await client.rpc('mov_plus_my_balance')).toMatchObject({ data: 0, error: null })
})
