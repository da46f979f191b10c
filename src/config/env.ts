// The only module that reads import.meta.env. Validated once, at import.
import * as z from 'zod/mini'
import { LOCAL_ANON_KEY, LOCAL_STORE_ID } from './local'

const HOSTINGER_STORE_API = 'https://api-ecommerce.hostinger.com'

const schema = z.object({
  VITE_SUPABASE_URL: z.optional(z.url()),
  VITE_SUPABASE_ANON_KEY: z.optional(z.string().check(z.minLength(1))),
  VITE_STORE_API_URL: z.optional(z.url()),
  VITE_STORE_ID: z.optional(z.string().check(z.minLength(1))),
})

function blankToUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function parseEnv(raw: Record<string, unknown>) {
  const result = schema.safeParse({
    VITE_SUPABASE_URL: blankToUndefined(raw.VITE_SUPABASE_URL),
    VITE_SUPABASE_ANON_KEY: blankToUndefined(raw.VITE_SUPABASE_ANON_KEY),
    VITE_STORE_API_URL: blankToUndefined(raw.VITE_STORE_API_URL),
    VITE_STORE_ID: blankToUndefined(raw.VITE_STORE_ID),
  })
  if (!result.success) {
    throw new Error(
      `Invalid environment: ${result.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    )
  }
  const e = result.data
  if (e.VITE_SUPABASE_URL && !e.VITE_SUPABASE_ANON_KEY) {
    throw new Error(
      'Invalid environment: VITE_SUPABASE_ANON_KEY is required with VITE_SUPABASE_URL',
    )
  }
  // Unset backends mean the local backend, served on the site's own origin.
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost:4173'
  return {
    supabaseUrl: e.VITE_SUPABASE_URL ?? origin,
    supabaseAnonKey: e.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    usesLocalSupabase: !e.VITE_SUPABASE_URL,
    storeApiUrl: e.VITE_STORE_API_URL ?? (e.VITE_STORE_ID ? HOSTINGER_STORE_API : origin),
    storeId: e.VITE_STORE_ID ?? LOCAL_STORE_ID,
    usesLocalStore: !e.VITE_STORE_ID,
  } as const
}

export type Env = ReturnType<typeof parseEnv>

export const env: Env = parseEnv(import.meta.env as Record<string, unknown>)

/** Exposed for tests of the validation rules. */
export { parseEnv }
