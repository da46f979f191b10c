// supabase-js is loaded on demand so that the home page's first paint never waits for it.
import type { SupabaseClient } from './supabase-client'

export type { SupabaseClient }

let clientPromise: Promise<SupabaseClient> | undefined

export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('./supabase-client').then((m) => m.supabase)
  return clientPromise
}
