// What Kong does in front of hosted Supabase's APIs, locally: the CORS headers of every API answer
// and the `apikey` check (docs/contracts/SUPABASE-WIRE.md).
import { json, PLAIN_JSON_HEADERS } from './http.ts'
import { LOCAL_ANON_KEY } from './config.ts'

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, x-client-info, content-type, prefer, accept, accept-profile, content-profile, x-supabase-api-version, x-retry-count, range, x-upsert, x-metadata, cache-control, if-none-match',
  'Access-Control-Expose-Headers':
    'Content-Range, X-Supabase-Api-Version, Location, ETag, Content-Disposition',
}

export function withCors(response: Response): Response {
  const headers = new Headers(response.headers)
  for (const [k, v] of Object.entries(CORS_HEADERS)) headers.set(k, v)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/**
 * The request's headers as the hosted edge passes them on: the client's address in
 * `cf-connecting-ip` (which Cloudflare sets, replacing any value the client sent) and
 * `x-forwarded-for`, both from the socket here, never from what the caller wrote
 * (docs/decisions/verify-password-rate-limit.md, docs/decisions/proposal-limits.md).
 */
export function trustedHeaders(request: Request, clientAddress: string): Headers {
  const headers = new Headers(request.headers)
  headers.set('x-forwarded-for', clientAddress)
  headers.set('cf-connecting-ip', clientAddress)
  return headers
}

function gatewayError(status: number, message: string, hint: string): Response {
  return json({ message, hint }, status, PLAIN_JSON_HEADERS)
}

/**
 * Kong's check of the `apikey` header (or `?apikey=`): the anon key or the service key. Gives the
 * gateway's 401 answer, or null when the key is one of them.
 */
export function apiKeyCheck(serviceKey: string): (request: Request) => Response | null {
  return (request) => {
    const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey')
    if (key === null || key === '') {
      return gatewayError(
        401,
        'No API key found in request',
        'No `apikey` request header or url param was found.',
      )
    }
    if (key !== LOCAL_ANON_KEY && key !== serviceKey) {
      return gatewayError(
        401,
        'Invalid API key',
        'Double check your Supabase `anon` or `service_role` API key.',
      )
    }
    return null
  }
}
