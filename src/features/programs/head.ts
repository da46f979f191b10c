import type { SeoProps } from '@/components/ui/seo'
import { metaDescription } from '@/lib/meta-description'
import { programMessages } from './messages'
import type { Program } from './types'

/** A programme's head tags, for its page and for the crawler page the build writes. */
export function programHead(
  program: Pick<Program, 'title' | 'description' | 'image_url'>,
): SeoProps {
  return {
    title: program.title,
    description: metaDescription(program.description, programMessages.listDescription),
    image: program.image_url,
    type: 'article',
  }
}
