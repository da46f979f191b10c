import { useLocation } from 'react-router-dom'
import { siteOrigin } from '@/config/env'

const SITE = 'MOV'

/** The site's preview image (1200x630), for pages without an image of their own. */
export const DEFAULT_OG_IMAGE = '/images/og-mov.png'

/** The news feed (written by scripts/build-site.mjs), announced on the home and news pages. */
export const NEWS_FEED_PATH = '/feed.xml'
export const NEWS_FEED_TITLE = 'Notícias do MOV'

/** What a page says about itself to search engines and link previews. */
export interface SeoProps {
  title: string
  description: string
  image?: string | null
  type?: 'website' | 'article'
  /** Announces the news feed (home and news pages). */
  feed?: boolean
}

/** An absolute URL for a site path (absolute URLs pass through). */
export function absoluteUrl(path: string, origin: string = siteOrigin()): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`
}

/** Link previews (WhatsApp, Facebook, X) do not show SVG images: those pages use the site's. */
function previewImage(image: string | null | undefined): string {
  return image && !/\.svg(?:[?#]|$)/i.test(image) ? image : DEFAULT_OG_IMAGE
}

/**
 * The page's head tags: title, description, canonical link, Open Graph and Twitter card. React 19
 * hoists them into <head>, in the browser and in the pre-rendered HTML alike. The static tags of
 * the shell (`data-static-head`) are removed before the app's first render (src/main.tsx), so a
 * page has one set. The canonical link is the page's own address without its query.
 */
export function Seo({ title, description, image, type = 'website', feed = false }: SeoProps) {
  const { pathname } = useLocation()
  const fullTitle = title.startsWith(SITE) ? title : `${title} | ${SITE}`
  // VITE_SITE_URL, else the page's origin; at build time the placeholder origin, which the
  // preview server rewrites to the request's origin (the same one the browser then has).
  const origin = siteOrigin()
  const url = absoluteUrl(pathname, origin)
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absoluteUrl(previewImage(image), origin)} />
      <meta name="twitter:card" content="summary_large_image" />
      {feed ? (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={NEWS_FEED_TITLE}
          href={absoluteUrl(NEWS_FEED_PATH, origin)}
        />
      ) : null}
    </>
  )
}

/** Asks search engines not to index the page (staff areas, previews). */
export function NoIndex() {
  return <meta name="robots" content="noindex" />
}
