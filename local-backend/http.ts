// What every surface of the local backend shares on the wire: JSON answers, reading a JSON body,
// and one error type. Each API keeps its own error body, exactly as the service it imitates sends
// it (docs/contracts/SUPABASE-WIRE.md, docs/contracts/STORE-API.md):
//   rest/errors.ts      PostgREST  {code, message, details, hint}
//   auth/core.ts        GoTrue     {code, message, ...extra} with X-Supabase-Api-Version
//   storage/errors.ts   Storage    {statusCode, code, error, message} (4xx sent as HTTP 400)
//   store/errors.ts     the store  {code, message, ...extra}
// Each is an HttpError: thrown anywhere under a route, answered by `error.response()`.

/** PostgREST, Storage and the store answer JSON with a charset. */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=utf-8',
}

/** The gateway (Kong), GoTrue and the Edge runtime answer plain `application/json`. */
export const PLAIN_JSON_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
}

export function json(
  body: unknown,
  status = 200,
  headers: Readonly<Record<string, string>> = JSON_HEADERS,
): Response {
  return new Response(JSON.stringify(body), { status, headers })
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** What `parseJson` gives for text that is not JSON. */
export const NOT_JSON: unique symbol = Symbol('not JSON')

/** The value of a JSON text: `undefined` when it is blank, NOT_JSON when it does not parse. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return NOT_JSON
  }
}

/** A request's body read whole as JSON (see parseJson). */
export async function readJsonBody(request: Request): Promise<unknown> {
  return parseJson(await request.text())
}

/** An error with the HTTP answer it stands for: its status, its JSON body and its headers. */
export class HttpError extends Error {
  constructor(
    /** The HTTP status sent. */
    readonly status: number,
    readonly body: object,
    message: string,
    readonly headers: Readonly<Record<string, string>> = JSON_HEADERS,
  ) {
    super(message)
  }

  response(extraHeaders: Record<string, string> = {}): Response {
    return json(this.body, this.status, { ...this.headers, ...extraHeaders })
  }
}
