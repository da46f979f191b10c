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
  /**
   * A page that is not content (not found): no canonical link, and search engines are asked not
   * to index it.
   */
  missing?: boolean
}

/**
 * The preview image's absolute URL. Link previews (WhatsApp, Facebook, X) do not show SVG images:
 * pages without an image, or with an SVG one, use the site's.
 */
function previewImage(image: string | null | undefined, origin: string): string {
  const src = image && !/\.svg$/i.test(image) ? image : DEFAULT_OG_IMAGE
  return /^https?:/.test(src) ? src : origin + src
}

/**
 * The page's head tags: title, description, canonical link and Open Graph (og:site_name, og:locale
 * and twitter:card are the same on every page: index.html carries them). React 19
 * hoists them into <head>, in the browser and in the pre-rendered HTML alike. The static tags of
 * the shell (`data-static-head`) are removed before the app's first render (src/main.tsx), so a
 * page has one set. The canonical link is the page's own address without its query.
 */
export function Seo({
  title,
  description,
  image,
  type = 'website',
  feed = false,
  missing = false,
}: SeoProps) {
  const { pathname } = useLocation()
  const fullTitle = title.startsWith(SITE) ? title : `${title} | ${SITE}`
  // VITE_SITE_URL, else the page's origin; at build time the placeholder origin, which the
  // preview server rewrites to the request's origin (the same one the browser then has).
  const origin = siteOrigin()
  const url = origin + pathname
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {missing ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={previewImage(image, origin)} />
      {feed ? (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={NEWS_FEED_TITLE}
          href={origin + NEWS_FEED_PATH}
        />
      ) : null}
    </>
  )
}

/** Asks search engines not to index the page (staff areas, previews). */
export function NoIndex() {
  return <meta name="robots" content="noindex" />
}
