import type { SeoProps } from '@/components/ui/seo'
import { metaDescription } from '@/lib/meta-description'
import { trackMessages as m } from './messages'
import type { TrackModule, TrackSummary } from './types'

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

/** A module's head tags, for its page and for the page the build writes. */
export function trackModuleHead(
  trackModule: Pick<TrackModule, 'title'>,
  track: Pick<TrackSummary, 'title' | 'cover_image_url'>,
): SeoProps {
  return {
    title: `${trackModule.title} — ${track.title}`,
    description: m.moduleDescription(trackModule.title, track.title),
    image: track.cover_image_url,
    type: 'article',
  }
}
