// supabase-js is loaded on demand so that the first paint never waits for it, and a visitor who is
// not signed in reads public data through PostgREST alone (getDataClient).
import type { SupabaseClient } from './supabase-client'

export type { SupabaseClient }

/** What pages need to read (and the partnership form to insert): `from()` and `rpc()`. */
export type DataClient = Pick<SupabaseClient, 'from' | 'rpc'>

let clientPromise: Promise<SupabaseClient> | undefined
let anonPromise: Promise<DataClient> | undefined
let announce: ((client: SupabaseClient) => void) | undefined
const firstRequest = new Promise<SupabaseClient>((resolve) => {
  announce = resolve
})

export function getSupabase(): Promise<SupabaseClient> {
  if (!clientPromise) {
    clientPromise = import('./supabase-client').then(
      (m) => {
        announce?.(m.supabase)
        return m.supabase
      },
      (error: unknown) => {
        // A chunk that failed to load (offline, a deploy in between): the next call tries again.
        clientPromise = undefined
        throw error
      },
    )
  }
  return clientPromise
}

/**
 * The client, once something else has asked for it (a signed-in page, a sign-in form): for
 * listeners that must not be the reason supabase-js is downloaded.
 */
export function whenSupabaseRequested(): Promise<SupabaseClient> {
  return firstRequest
}

/** supabase-js keeps the session under `sb-<project>-auth-token` (plus a PKCE verifier). */
const SESSION_KEY = /^sb-.+-auth-token(?:-code-verifier)?$/

/**
 * Whether this browser may hold a session: one saved by supabase-js, or one arriving in the address
 * (e-mail confirmation, recovery and sign-in links).
 */
export function mayHaveSession(): boolean {
  // Pre-rendering at build time: no visitor, no session.
  if (typeof window === 'undefined') return false
  try {
    const { hash, search } = window.location
    if (/(?:^|[#&])(?:access_token|error_description)=/.test(hash)) return true
    if (/[?&](?:code|token_hash|error_description)=/.test(search)) return true
    for (let i = 0; i < window.localStorage.length; i++) {
      if (SESSION_KEY.test(window.localStorage.key(i) ?? '')) return true
    }
    return false
  } catch {
    // Storage refused (private mode, blocked): ask supabase-js.
    return true
  }
}

/**
 * The client for public reads: supabase-js when a session may exist (its token decides what the
 * rows allow) or once it is loaded anyway; otherwise PostgREST alone, with the public key.
 */
export function getDataClient(): Promise<DataClient> {
  if (clientPromise || mayHaveSession()) return getSupabase()
  anonPromise ??= import('./anon-data-client').then(
    (m) => m.anonDataClient,
    (error: unknown) => {
      anonPromise = undefined
      throw error
    },
  )
  return anonPromise
}
