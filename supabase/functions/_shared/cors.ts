// CORS headers shared by the edge functions. The site calls them with the public key from any
// origin it is served on; they hold no cookies, so a wildcard origin is safe. A function answers
// the browser's preflight (OPTIONS) itself, on Supabase and in the local backend alike.
//
// Allowed headers: every header supabase-js 2.109 may send to a function (its own list,
// `@supabase/supabase-js/cors`: authorization, x-client-info, apikey, content-type, x-retry-count;
// functions-js adds x-region when a region is chosen) and x-supabase-api-version, which auth-js
// sends (tests/local-backend/functions-cors.test.ts holds this list to the SDK's).
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, x-region, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Expose-Headers': 'Retry-After',
  'Access-Control-Max-Age': '86400',
}
