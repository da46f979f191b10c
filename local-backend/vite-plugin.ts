import type { Plugin } from 'vite'

export interface LocalBackendOptions {
  /** Serve /rest/v1, /auth/v1, /functions/v1 and /storage/v1 (hosted Supabase not configured). */
  supabase: boolean
  /** Serve /store/:storeId and the hosted checkout page (store not configured). */
  store: boolean
}

// Placeholder until the local backend lands (issue 4): mounts nothing yet.
export function localBackendPlugin(_options: LocalBackendOptions): Plugin {
  return { name: 'mov-local-backend' }
}
