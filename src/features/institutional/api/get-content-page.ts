import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { institutionalKeys, type ContentPageSection } from './keys'
import type { ContentPage } from '../types'

/** The text of one institutional or network page; null when the page has no row yet. */
export async function getContentPage(
  section: ContentPageSection,
  slug: string,
): Promise<ContentPage | null> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('paginas')
    .select('id, section, slug, title, summary, body, updated_at')
    .eq('section', section)
    .eq('slug', slug)
    .maybeSingle()
  if (error) throw error
  return data ?? null
}

export const contentPageQueryOptions = (section: ContentPageSection, slug: string) =>
  queryOptions({
    queryKey: institutionalKeys.contentPage(section, slug),
    queryFn: () => getContentPage(section, slug),
  })

export function useContentPage(section: ContentPageSection, slug: string) {
  return useQuery(contentPageQueryOptions(section, slug))
}
