// The files crawlers read besides the pages, written by the build (scripts/build-site.mjs):
// sitemap.xml, robots.txt and the news feed (RSS 2.0). Plain functions of their rows and the
// site's origin, so that tests can feed them anything.

/** Text safe inside an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 does not allow at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  )
}

/** `origin` + a site path, with the path's characters percent-encoded where a URL needs it. */
export function siteLink(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${encodeURI(path.startsWith('/') ? path : `/${path}`)}`
}

interface SitemapEntry {
  path: string
  /** When the page last changed (ISO 8601); left out when unknown. */
  lastmod?: string | null
}

/** The sitemap (sitemaps.org 0.9): one <url> per page, each path once. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>()
  const urls: string[] = []
  for (const { path, lastmod } of entries) {
    if (seen.has(path)) continue
    seen.add(path)
    const day = lastmod && !Number.isNaN(Date.parse(lastmod)) ? new Date(lastmod) : null
    urls.push(
      `  <url><loc>${escapeXml(siteLink(origin, path))}</loc>${
        day ? `<lastmod>${day.toISOString()}</lastmod>` : ''
      }</url>`,
    )
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`
}

/** robots.txt: everything allowed but `disallow`, and where the sitemap is. */
export function robotsTxt(origin: string, disallow: string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteLink(origin, '/sitemap.xml')}`,
    '',
  ].join('\n')
}

interface FeedItem {
  title: string
  path: string
  /** Plain text. */
  description: string
  /** ISO 8601. */
  publishedAt: string
  author?: string | null
}

interface Feed {
  title: string
  description: string
  /** The page the feed is about (the news list). */
  path: string
  /** Where the feed itself is served. */
  selfPath: string
  items: FeedItem[]
}

/** An RSS 2.0 feed with its atom:self link, in pt-BR; dates in RFC 822 form. */
export function rssXml(origin: string, feed: Feed): string {
  const items = feed.items.map((item) => {
    const link = escapeXml(siteLink(origin, item.path))
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(item.description)}</description>`,
      ...(item.author ? [`      <dc:creator>${escapeXml(item.author)}</dc:creator>`] : []),
      '    </item>',
    ].join('\n')
  })
  const newest = feed.items[0]?.publishedAt
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(siteLink(origin, feed.path))}</link>
    <description>${escapeXml(feed.description)}</description>
    <language>pt-BR</language>
    <atom:link href="${escapeXml(siteLink(origin, feed.selfPath))}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`
}
