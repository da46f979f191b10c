// Helpers for the local-backend tests: supabase-js clients as the site creates them.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'

/** Node 20 has no WebSocket; realtime is never used here, so it gets a transport that cannot connect. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests')
  }
}

export function createTestClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  })
}

/** Opens the sign-up confirmation link the local mailbox holds for `email` (confirmations are on). */
export async function confirmEmail(url: string, email: string): Promise<URL> {
  const res = await fetch(`${url}/__mailbox/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await res.json()) as { messages: Array<{ kind: string; links: string[] }> }
  const link = messages.find((m) => m.kind === 'confirmation')?.links[0]
  if (!link) throw new Error(`no confirmation e-mail for ${email}`)
  const landing = await fetch(link, { redirect: 'manual' })
  if (landing.status !== 303) throw new Error(`the confirmation link answered ${landing.status}`)
  return new URL(landing.headers.get('location')!)
}

/** A sign-up confirmed by its e-mail link, then a password sign-in: an account with a session. */
export async function signUpConfirmed(
  client: SupabaseClient,
  url: string,
  credentials: { email: string; password: string; options?: { data?: object } },
) {
  const signUp = await client.auth.signUp(credentials)
  if (signUp.error) return signUp
  await confirmEmail(url, credentials.email)
  return client.auth.signInWithPassword({
    email: credentials.email,
    password: credentials.password,
  })
}
