// Supabase Storage's answers: JSON bodies, and its error shape `{statusCode, code, error, message}`
// where `statusCode` (a string) carries the real status. Storage's object routes send HTTP 400 for
// every 4xx error (its "userStatusCode"; 5xx stay 5xx), so storage-js reports `status: 400` and
// `statusCode: "403"` for an RLS refusal, exactly as against hosted Supabase.
import { HttpError, JSON_HEADERS, json } from '../http.ts'

export class StorageError extends HttpError {
  constructor(
    /** The status Storage names in the body (`statusCode`). */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The body's `error`: a legacy name for some errors, else the code. */
    readonly error: string = code,
  ) {
    super(
      statusCode >= 500 ? statusCode : 400,
      { statusCode: String(statusCode), code, error, message },
      message,
      JSON_HEADERS,
    )
  }
}

/** Fastify's answer for a route Storage does not have (a real 404, with a numeric statusCode). */
export function routeNotFound(method: string, path: string): Response {
  return json(
    { statusCode: 404, error: 'Not Found', message: `Route ${method}:${path} not found` },
    404,
  )
}

/** The errors of Storage that these routes can give, with Storage's codes, names and messages. */
export const ERRORS = {
  invalidKey: (key: string, detail?: string) =>
    new StorageError(400, 'InvalidKey', `Invalid key: ${key}${detail ? ` (${detail})` : ''}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  accessDenied: () =>
    new StorageError(
      403,
      'AccessDenied',
      'new row violates row-level security policy',
      'Unauthorized',
    ),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  alreadyExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (type: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${type} is not supported`,
      'invalid_mime_type',
    ),
  /** Local only (Storage trusts the declared type): the bytes are not what the type claims. */
  contentMismatch: (type: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${type} does not match the content of the file`,
      'invalid_mime_type',
    ),
}

/** Storage's mapping of database errors: any 42501 is an RLS refusal, 23505 a duplicate. */
export function fromDatabaseError(error: unknown): StorageError | null {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? (error as { code?: unknown }).code
      : undefined
  if (code === '42501') return ERRORS.accessDenied()
  if (code === '23505') return ERRORS.alreadyExists()
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    const message = error instanceof Error ? error.message : 'Database error'
    return new StorageError(500, 'DatabaseError', message)
  }
  return null
}
