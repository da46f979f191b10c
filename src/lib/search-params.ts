// Helpers for list pages that keep their filters and page number in the URL.

/** A whole number above zero, or null for anything else ("2" -> 2, "0", "x", null -> null). */
export function positiveInt(value: string | null): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null
}

/** A copy of `current` with each key set to its value, or removed when the value is empty. */
export function withParams(
  current: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value)
    else next.delete(key)
  }
  return next
}
