import type { Author } from './types'

interface AuthorLink {
  label: string
  url: string
}

/** The author's site and social profiles, in a fixed order; only http(s) URLs are kept. */
export function authorLinks(
  author: Pick<Author, 'site_url' | 'instagram_url' | 'linkedin_url'>,
): AuthorLink[] {
  const candidates: Array<[string, string | null]> = [
    ['Site', author.site_url],
    ['Instagram', author.instagram_url],
    ['LinkedIn', author.linkedin_url],
  ]
  return candidates
    .filter(
      (c): c is [string, string] => typeof c[1] === 'string' && /^https?:\/\/\S+$/i.test(c[1]),
    )
    .map(([label, url]) => ({ label, url }))
}
