// PostgREST's errors: the body `{code, message, details, hint}`, its statuses for SQLSTATE codes,
// and the PGRST errors the local `/rest/v1` gives (docs/contracts/SUPABASE-WIRE.md).
import { HttpError, JSON_HEADERS } from '../http.ts'
import type { SchemaCache } from './schema-cache.ts'

interface PostgrestErrorBody {
  code: string
  message: string
  details: string | null
  hint: string | null
}

export class ApiError extends HttpError {
  declare readonly body: PostgrestErrorBody

  constructor(status: number, body: PostgrestErrorBody) {
    super(status, body, body.message, JSON_HEADERS)
  }
}

/** An error of PostgREST with no details and no hint. */
function plain(status: number, code: string, message: string): ApiError {
  return new ApiError(status, { code, message, details: null, hint: null })
}

export function parseError(input: string, details: string): ApiError {
  return new ApiError(400, {
    code: 'PGRST100',
    message: `"failed to parse ${input}" (line 1, column 1)`,
    details,
    hint: null,
  })
}

export function invalidJson(): ApiError {
  return plain(400, 'PGRST102', 'Empty or invalid json')
}

export function unsupportedMethod(method: string): ApiError {
  return plain(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
}

interface PgError {
  code?: string
  message: string
  detail?: string
  hint?: string
}

function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof (error as PgError).code === 'string'
  )
}

/** PostgREST's mapping of SQLSTATE codes to HTTP statuses. */
function pgErrorStatus(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505' || code === '40001') return 409
  if (code === '25006') return 405
  if (code === '42883' || code === '42P01') return 404
  if (code === 'P0001') return 400
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  // As PostgREST: a connection or resource problem is 503; a statement timeout (57014), a program
  // limit (54xxx) and other server-side failures are 500.
  if (/^(08|53)/.test(code)) return 503
  if (/^(21|22|23|42|2F|39|3D|3F|44)/.test(code) || code === 'P0002' || code === 'P0003') return 400
  return 500
}

export function toApiError(error: unknown, role: string): ApiError {
  if (error instanceof ApiError) return error
  if (isPgError(error)) {
    return new ApiError(pgErrorStatus(error.code ?? '', role), {
      code: error.code ?? '',
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    })
  }
  return plain(500, '', error instanceof Error ? error.message : String(error))
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = cur
    }
  }
  return row[b.length]!
}

export function unknownTable(schema: SchemaCache, name: string): ApiError {
  const closest = [...schema.tables.keys()]
    .map((t) => [t, levenshtein(t, name)] as const)
    .filter(([, d]) => d <= Math.max(2, Math.floor(name.length / 3)))
    .sort((x, y) => x[1] - y[1])[0]
  return new ApiError(404, {
    code: 'PGRST205',
    message: `Could not find the table 'public.${name}' in the schema cache`,
    details: null,
    hint: closest ? `Perhaps you meant the table 'public.${closest[0]}'` : null,
  })
}

export function unknownColumn(table: string, column: string): ApiError {
  return plain(400, '42703', `column ${table}.${column} does not exist`)
}

export function singleError(rows: number): ApiError {
  return new ApiError(406, {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${rows} rows`,
    hint: null,
  })
}

export function responseTooLarge(bytes: number, max: number): ApiError {
  return new ApiError(500, {
    code: '54000',
    message: 'The response is too large',
    details: `The response has ${bytes} bytes; the maximum is ${max}.`,
    hint: 'Ask for fewer rows (limit) or fewer columns (select).',
  })
}

/** Rolls the transaction back (a write whose single-object check failed) while keeping the answer. */
export class Rollback extends Error {
  constructor(readonly response: Response) {
    super('rollback')
  }
}
