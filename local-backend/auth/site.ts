// The site the auth e-mails lead to, fixed when the backend starts (GoTrue's SITE_URL and its
// allow-list of redirect URLs, ADDITIONAL_REDIRECT_URLS), never taken from a request: a forged
// `Host` or `X-Forwarded-Host` must not put another address in a link mailed to someone else.
// The e-mail links (`/auth/v1/verify`), the tokens' issuer and every accepted `redirect_to` come
// from here.

export interface Site {
  /** The site's address as configured (`http://localhost:5173`), and its origin. */
  url: string
  origin: string
  /** Further addresses `redirect_to` may name: an entry with no path allows its whole origin. */
  redirectUrls: readonly URL[]
}

function httpUrl(value: string, name: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an http(s) address, got "${value}"`)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new Error(`${name} must be an http(s) address without credentials, got "${value}"`)
  return url
}

/** The site from its address and the allow-list; throws on anything that is not an http(s) URL. */
export function siteOf(siteUrl: string, redirectUrls: readonly string[] = []): Site {
  const url = httpUrl(siteUrl, 'SITE_URL')
  return {
    url: url.href,
    origin: url.origin,
    redirectUrls: redirectUrls.map((entry) => httpUrl(entry, 'ADDITIONAL_REDIRECT_URLS')),
  }
}

function allowed(target: URL, site: Site): boolean {
  if (target.origin === site.origin) return true
  return site.redirectUrls.some(
    (entry) =>
      entry.origin === target.origin &&
      (entry.pathname === '/' || entry.pathname === target.pathname),
  )
}

/**
 * `redirect_to` when it is on the site's origin or the allow-list, else the site's address, as
 * GoTrue falls back to SITE_URL for an address outside its allow-list.
 */
export function allowedRedirect(value: string | null, site: Site): string {
  if (value && !/[\\\s]|%5c/i.test(value)) {
    try {
      const target = new URL(value)
      if (allowed(target, site)) return target.href
    } catch {
      // not a URL: the site's address
    }
  }
  return site.url
}
