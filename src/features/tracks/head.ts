import type { SeoProps } from '@/components/ui/seo'
import { metaDescription } from '@/lib/meta-description'
import type { TrackSummary } from './types'

/** A track's head tags, for its page and for the crawler page the build writes. */
export function trackHead(
  t: Pick<TrackSummary, 'title' | 'description' | 'cover_image_url'>,
): SeoProps {
  return {
    title: t.title,
    description: metaDescription(t.description, t.title),
    image: t.cover_image_url,
  }
}
