import { LOCAL_ANON_KEY } from '../../../src/config/local'

/** Reads rows from the local backend's REST API as an anonymous visitor. */
export async function restSelect<T>(baseURL: string, query: string): Promise<T[]> {
  const res = await fetch(`${baseURL}/rest/v1/${query}`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
  })
  if (!res.ok) throw new Error(`REST ${query}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T[]
}

export interface BuiltNews {
  slug: string
  title: string
  cover_image_url: string | null
}

/**
 * The newest published news that the build wrote a page for: journeys publish articles after the
 * build, and those render in the browser instead (checked on their own). `filter` adds PostgREST
 * conditions (`&cover_image_url=not.is.null`).
 */
export async function newestBuiltNews(baseURL: string, filter = ''): Promise<BuiltNews> {
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text()
  const built = new Set([...sitemap.matchAll(/\/noticias\/([^<\s]+)<\/loc>/g)].map((m) => m[1]))
  const rows = await restSelect<BuiltNews>(
    baseURL,
    `noticias?select=slug,title,cover_image_url&is_published=eq.true${filter}&order=published_at.desc&limit=100`,
  )
  const row = rows.find((r) => built.has(r.slug))
  if (!row) throw new Error('No published news in the build')
  return row
}
