import type { SeoProps } from '@/components/ui/seo'
import { metaDescription } from '@/lib/meta-description'
import { placeOf } from './components/institutes-list'
import { institutionalMessages } from './messages'
import type { Institute } from './types'

/** An institute's head tags, for its page and for the crawler page the build writes. */
export function instituteHead(
  i: Pick<Institute, 'name' | 'city' | 'state' | 'description' | 'logo_url'>,
): SeoProps {
  return {
    title: i.name,
    description: metaDescription(
      i.description,
      institutionalMessages.instituteDescription(i.name, placeOf(i)),
    ),
    image: i.logo_url,
  }
}
