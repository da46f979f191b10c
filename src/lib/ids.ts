// The two forms a row's id takes in a URL: a UUID, or a slug.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True for a canonical UUID: ids are checked before a uuid column is queried (no 400 round trip). */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/** Lower-case words joined by hyphens, as the `slug` columns hold. */
export function isSlug(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
  )
}
