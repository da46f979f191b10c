import { Helmet } from 'react-helmet-async'

const SITE = 'MOV'

/** Open Graph readers need absolute URLs; site images are stored as paths. */
function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href
  } catch {
    return url
  }
}

/** Page title, description and (for pages about one item) Open Graph tags. */
export function Seo({
  title,
  description,
  image,
  type = 'website',
  og = false,
}: {
  title: string
  description: string
  image?: string | null
  type?: 'website' | 'article'
  /** Add Open Graph tags (pages about one item). */
  og?: boolean
}) {
  const fullTitle = title.startsWith(SITE) ? title : `${title} | ${SITE}`
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {og ? <meta property="og:title" content={title} /> : null}
      {og ? <meta property="og:description" content={description} /> : null}
      {og ? <meta property="og:type" content={type} /> : null}
      {og && image ? <meta property="og:image" content={absolute(image)} /> : null}
    </Helmet>
  )
}
