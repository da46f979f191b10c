// Every request of the app ends: supabase-js, the anonymous PostgREST client and the store client
// fetch through `fetchWithTimeout`. Kept tiny: the home page's bundle carries it.
import { env } from '@/config/env'

/** The message of a timed-out request; request-errors.ts recognises it (kind 'timeout'). */
const TIMEOUT_MESSAGE = 'Request timed out'

/**
 * `code` ABORT_ERR makes postgrest-js treat it as an abort: it neither retries the request three
 * times nor loses the message ("TimeoutError: Request timed out"); auth-js keeps the message too.
 */
const timeoutError = () =>
  Object.assign(new Error(TIMEOUT_MESSAGE), { name: 'TimeoutError', code: 'ABORT_ERR' })

/** Reads 10 s, writes 20 s, an upload (a file body) six times that; VITE_REQUEST_TIMEOUT_MS for both. */
export function requestTimeoutMs(method = 'GET', body?: unknown): number {
  const ms = env.requestTimeoutMs ?? (/^(GET|HEAD)$/i.test(method) ? 10_000 : 20_000)
  return body instanceof Blob || body instanceof FormData ? ms * 6 : ms
}

/**
 * `fetch` that rejects with a timeout error when the answer (headers and body) has not arrived in
 * time. A caller's signal still aborts it (with the caller's reason). One controller to which the
 * caller's abort is forwarded: the same as `AbortSignal.any`, in every browser.
 */
export const fetchWithTimeout: typeof fetch = async (input, init = {}) => {
  const request = input instanceof Request ? input : undefined
  const caller = init.signal ?? request?.signal
  const controller = new AbortController()
  const forward = () => controller.abort(caller?.reason)
  if (caller?.aborted) forward()
  caller?.addEventListener('abort', forward)
  let timedOut = false
  // Not cleared once the headers are in: a body that stalls is aborted too (aborting a finished
  // request does nothing).
  const timer = setTimeout(
    () => {
      timedOut = true
      controller.abort(timeoutError())
      caller?.removeEventListener('abort', forward)
    },
    requestTimeoutMs(init.method ?? request?.method, init.body),
  )
  try {
    return await fetch(input, { ...init, signal: controller.signal })
  } catch (error) {
    clearTimeout(timer)
    caller?.removeEventListener('abort', forward)
    throw timedOut ? timeoutError() : error
  }
}
