import { requestErrorKind, requestErrorMessages } from '@/lib/request-errors'

/**
 * What a failed MOV+ request says to the member, in pt-BR: the connection, the service or the time
 * by kind (src/lib/request-errors.ts), a refusal by its code, never the server's own words.
 */
export function movPlusErrorMessage(
  error: unknown,
  fallback: string,
  byCode: Record<string, string> = {},
): string {
  const kind = requestErrorKind(error)
  if (kind !== 'client' && kind !== 'unknown') return requestErrorMessages[kind]
  const { code, message } =
    error && typeof error === 'object' ? (error as { code?: unknown; message?: unknown }) : {}
  if (typeof code === 'string' && byCode[code]) return byCode[code]
  // The database's own refusals (raise ... using errcode 'P0001') are already written in pt-BR.
  if (code === 'P0001' && typeof message === 'string' && message.trim() !== '') return message
  return fallback
}
