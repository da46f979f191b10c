// The data client of a visitor who is not signed in: PostgREST only, with the public key. It is
// what supabase-js itself uses for `from()` and `rpc()` (same URL, same headers), without the
// auth, realtime, storage and functions clients that such a visitor never needs (about 40 kB).
import { PostgrestClient } from '@supabase/postgrest-js'
import { env } from '@/config/env'
import type { Database } from '@/types/database'
import { fetchWithTimeout } from './request-timeout'
import type { DataClient } from './supabase'

const rest = new PostgrestClient<Database>(`${env.supabaseUrl.replace(/\/+$/, '')}/rest/v1`, {
  headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
  fetch: fetchWithTimeout,
})

// supabase-js's `from` and `rpc` are this same client's methods; only the generic parameters of
// their types are spelled differently.
export const anonDataClient = rest as unknown as DataClient
