import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { institutionalKeys, type PaginaSection } from './keys'
import type { Pagina } from '../types'

/** The text of one institutional or network page; null when the page has no row yet. */
export async function getPagina(section: PaginaSection, slug: string): Promise<Pagina | null> {
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

export const paginaQueryOptions = (section: PaginaSection, slug: string) =>
  queryOptions({
    queryKey: institutionalKeys.pagina(section, slug),
    queryFn: () => getPagina(section, slug),
  })

export function usePagina(section: PaginaSection, slug: string) {
  return useQuery(paginaQueryOptions(section, slug))
}
