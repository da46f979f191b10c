import type { SeoProps } from '@/components/ui/seo'
import { metaDescription } from '@/lib/meta-description'
import { authorMessages } from './messages'
import type { Author } from './types'

/** An author's head tags, for the profile page and for the crawler page the build writes. */
export function authorHead(author: Pick<Author, 'name' | 'bio' | 'avatar_url'>): SeoProps {
  return {
    title: author.name,
    description: metaDescription(author.bio, authorMessages.description(author.name)),
    image: author.avatar_url,
  }
}
