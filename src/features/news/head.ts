import type { SeoProps } from '@/components/ui/seo'
import { metaDescription } from '@/lib/meta-description'
import type { NewsRow } from './types'

/** An article's head tags, for its page and for the crawler page the build writes. */
export function newsHead(
  article: Pick<NewsRow, 'title' | 'summary' | 'cover_image_url'>,
): SeoProps {
  return {
    title: article.title,
    description: metaDescription(article.summary, article.title),
    image: article.cover_image_url,
    type: 'article',
  }
}
