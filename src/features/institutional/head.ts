import type { SeoProps } from '@/components/ui/seo'
import { metaDescription } from '@/lib/meta-description'
import { placeOf } from './components/institutos-list'
import { institutionalMessages } from './messages'
import type { Instituto } from './types'

/** An institute's head tags, for its page and for the crawler page the build writes. */
export function institutoHead(
  i: Pick<Instituto, 'name' | 'city' | 'state' | 'description' | 'logo_url'>,
): SeoProps {
  return {
    title: i.name,
    description: metaDescription(
      i.description,
      institutionalMessages.institutoDescription(i.name, placeOf(i)),
    ),
    image: i.logo_url,
  }
}
