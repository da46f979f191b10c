// The one URL rule of the database (private.is_safe_url and private.is_own_avatar_url in
// supabase/migrations/20261126110000_url_rule.sql), for the forms that write addresses and the
// views that render stored ones. Browsers read a backslash in a URL as a slash, so `/\host` and
// `/%5Chost` lead to `//host`, off the site: neither passes, nor does any other scheme.

export const URL_MAX_LENGTH = 2048

const ABSOLUTE = /^https?:\/\/[^/?#]+([/?#][\s\S]*)?$/
const SITE_PATH = /^\/[^/]/
const FORBIDDEN = /[\s\p{Cc}\\]/u
/** The project's own pictures: the site's demo portraits or its public Storage bucket. */
const OWN_AVATAR = /^\/(images\/perfis|storage\/v1\/object\/public\/site-media)\/[\w-][\w.~/-]*$/

/** `%5C` once or more encoded (`%255C`, `%25255c` ...) reads as a backslash somewhere. */
function hasEncodedBackslash(value: string): boolean {
  return value
    .toLowerCase()
    .replace(/%(25)+/g, '%')
    .includes('%5c')
}

/**
 * An absolute http(s) address with a host or, with `sitePaths`, a path on the site (`/x`, never
 * `//host`); at most 2048 characters; no whitespace, control character, backslash or encoded one.
 */
export function isSafeUrl(value: string, { sitePaths }: { sitePaths: boolean }): boolean {
  return (
    Array.from(value).length <= URL_MAX_LENGTH &&
    !FORBIDDEN.test(value) &&
    !hasEncodedBackslash(value) &&
    (ABSOLUTE.test(value) || (sitePaths && SITE_PATH.test(value)))
  )
}

/** A stored address to render, or undefined when it breaks the rule (then nothing links there). */
export function safeUrl(value: string | null | undefined, sitePaths = true): string | undefined {
  return value && isSafeUrl(value, { sitePaths }) ? value : undefined
}

/**
 * A member's avatar as an image address: only the project's own pictures, a Storage path resolved
 * against the Supabase URL (`storageOrigin`); null otherwise, so the view shows the initials.
 */
export function ownAvatarSrc(
  value: string | null | undefined,
  storageOrigin: string,
): string | null {
  if (!value || !isSafeUrl(value, { sitePaths: true }) || !OWN_AVATAR.test(value)) return null
  if (value.includes('..') || value.includes('//')) return null
  return value.startsWith('/storage/') ? storageOrigin.replace(/\/+$/, '') + value : value
}
