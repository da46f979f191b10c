import { createClient } from '@supabase/supabase-js'
import { env } from '@/config/env'
import type { Database } from '@/types/database'
import { fetchWithTimeout } from './request-timeout'

/**
 * The one supabase-js client of the app. Import it through `getSupabase()` (lazy).
 * PKCE for every redirect-based flow (password recovery, e-mail confirmation): an e-mail link
 * lands with `?code=`, which only the browser that asked (holding the verifier) can exchange, so a
 * link or a `#access_token=` fragment crafted by someone else never signs a visitor in.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'pkce',
  },
  // Auth, PostgREST, Storage and Functions requests all end (request-timeout.ts).
  global: { fetch: fetchWithTimeout },
})

export type SupabaseClient = typeof supabase
