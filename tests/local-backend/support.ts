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
