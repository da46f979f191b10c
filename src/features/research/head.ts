import type { SeoProps } from '@/components/ui/seo'
import { metaDescription } from '@/lib/meta-description'
import type { ResearchSummary } from './types'

/** A study's head tags, for its page and for the crawler page the build writes. */
export function researchHead(
  p: Pick<ResearchSummary, 'title' | 'summary' | 'cover_image_url'>,
): SeoProps {
  return {
    title: p.title,
    description: metaDescription(p.summary, p.title),
    image: p.cover_image_url,
    type: 'article',
  }
}
