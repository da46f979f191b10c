import { useLocation } from 'react-router-dom'
import { siteUrl } from '@/config/env'
import { pageWasPrerendered } from '@/lib/hydration'

const SITE = 'MOV'

/**
 * The page's head tags: title, description, canonical link, Open Graph and Twitter card. React 19
 * hoists them into <head>, in the browser and in the pre-rendered HTML alike, so every page has one
 * set, written once (index.html carries none of its own).
 */
export function Seo({
  title,
  description,
  image,
  type = 'website',
}: {
  title: string
  description: string
  image?: string | null
  type?: 'website' | 'article'
}) {
  const { pathname } = useLocation()
  const fullTitle = title.startsWith(SITE) ? title : `${title} | ${SITE}`
  // Without VITE_SITE_URL the pre-rendered pages cannot know the site's address, and a relative
  // canonical link is invalid: they leave canonical and og:url out (the browser must render what
  // the HTML says). Pages rendered in the browser use its address, so that their Open Graph image
  // is absolute for the crawlers that run scripts.
  const origin =
    siteUrl ||
    (typeof window !== 'undefined' && !pageWasPrerendered() ? window.location.origin : '')
  const href = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`)
  const url = origin ? href(pathname) : null
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:site_name" content={SITE} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {url ? <meta property="og:url" content={url} /> : null}
      {image ? <meta property="og:image" content={href(image)} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  )
}

/** Asks search engines not to index the page (staff areas, previews). */
export function NoIndex() {
  return <meta name="robots" content="noindex" />
}
