/** The VITE_ variables the headers are derived from (as loadEnv returns them). */
export type HeadersEnv = Partial<
  Record<'VITE_SUPABASE_URL' | 'VITE_STORE_API_URL' | 'VITE_STORE_ID' | 'VITE_SITE_URL', string>
>
export const HOSTINGER_STORE_API: string
export const VIDEO_EMBED_ORIGINS: string[]
export function originOf(value: string | undefined): string | undefined
export function backendOrigins(env?: HeadersEnv): {
  supabase: string | undefined
  store: string | undefined
}
export function isHttpsSite(env?: HeadersEnv): boolean
export function contentSecurityPolicy(env?: HeadersEnv): string
export function securityHeaderRules(
  env?: HeadersEnv,
): Array<[pattern: string, headers: Array<[name: string, value: string]>]>
export function headersFile(env?: HeadersEnv): string
export function writeHeadersFile(distDir: string, env?: HeadersEnv): void
