// Failure limits of the local auth, per client address (the socket's, never a header the caller
// wrote): more than `max` failures from one address within `windowMs` (a sliding window) and the
// next attempt is answered with GoTrue's 429 before any check, so a guesser learns nothing while
// limited. The window frees itself: each failure stops counting `windowMs` after it happened.
// Right answers count for nothing and forgive nothing (a known account does not buy more guesses
// at others). The state lives in this process's memory, as GoTrue's own limiters do: a restart
// forgets it, and each backend (a test's server, `npm start`) has its own.
import { AuthError } from './core.ts'

export interface FailureLimit {
  /** Failures allowed per address within the window; the next attempt is refused. */
  max: number
  /** The sliding window, in milliseconds. */
  windowMs: number
}

/** Failed password sign-ins (`/token?grant_type=password`): 10 per address in 5 minutes. */
export const SIGN_IN_FAILURE_LIMIT: FailureLimit = { max: 10, windowMs: 5 * 60_000 }

/** GoTrue's answer to an address over a limit (its api-versioned error shape). */
export function rateLimitError(): AuthError {
  return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
}

export interface FailureAttempt {
  /** The attempt failed: it counts against the address for the window. */
  fail(): void
  /** The attempt is over (always call it, failed or not). */
  end(): void
}

export interface FailureLimiter {
  /**
   * Starts an attempt from `address`, or throws GoTrue's 429 when the address is over the limit.
   * Attempts under way count too, so parallel requests cannot slip past the limit together.
   */
  begin(address: string): FailureAttempt
}

/** Addresses kept before expired ones are swept (so the map cannot grow without end). */
const SWEEP_AT = 1000

export function createFailureLimiter(
  limit: FailureLimit,
  now: () => number = Date.now,
): FailureLimiter {
  const failures = new Map<string, number[]>()
  const pending = new Map<string, number>()

  /** The address's failures still inside the window (older ones dropped). */
  function recent(address: string, at: number): number[] {
    const times = (failures.get(address) ?? []).filter((t) => at - t < limit.windowMs)
    if (times.length > 0) failures.set(address, times)
    else failures.delete(address)
    return times
  }

  function sweep(at: number): void {
    if (failures.size < SWEEP_AT) return
    for (const address of [...failures.keys()]) recent(address, at)
  }

  return {
    begin(address) {
      const at = now()
      sweep(at)
      const inFlight = pending.get(address) ?? 0
      if (recent(address, at).length + inFlight >= limit.max) throw rateLimitError()
      pending.set(address, inFlight + 1)
      let ended = false
      return {
        fail() {
          if (ended) return
          const times = recent(address, now())
          times.push(now())
          failures.set(address, times.slice(-limit.max))
        },
        end() {
          if (ended) return
          ended = true
          const left = (pending.get(address) ?? 1) - 1
          if (left > 0) pending.set(address, left)
          else pending.delete(address)
        },
      }
    },
  }
}

/**
 * Runs one attempt under `limiter` for `address`: refused with 429 when over the limit, counted
 * as a failure when it throws an error `isFailure` accepts.
 */
export async function withFailureLimit<T>(
  limiter: FailureLimiter,
  address: string,
  isFailure: (error: unknown) => boolean,
  run: () => Promise<T>,
): Promise<T> {
  const attempt = limiter.begin(address)
  try {
    return await run()
  } catch (error) {
    if (isFailure(error)) attempt.fail()
    throw error
  } finally {
    attempt.end()
  }
}

/** A wrong password or an unknown address: what the sign-in limit counts. */
export function isInvalidCredentials(error: unknown): boolean {
  return error instanceof AuthError && error.code === 'invalid_credentials'
}
