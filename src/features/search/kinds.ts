import type { SearchHit, SearchKind } from './types'
import { stripMarks } from './highlight'

export const kindLabels: Record<SearchKind, string> = {
  noticia: 'Notícia',
  programa: 'Programa',
  pesquisa: 'Pesquisa',
  trilha: 'Trilha formativa',
  manifesto: 'Manifesto',
  publicacao: 'Publicação',
}

/**
 * Where a result leads: the item's own page, or, for the kinds without one (manifestos and the
 * portal's publications), the list page that shows it.
 */
export function hitPath(hit: Pick<SearchHit, 'kind' | 'id' | 'slug' | 'title'>): string {
  switch (hit.kind) {
    case 'noticia':
      return `/noticias/${hit.slug || hit.id}`
    case 'programa':
      return `/programas/${hit.id}`
    case 'pesquisa':
      return `/pesquisas/${hit.id}`
    case 'trilha':
      return `/trilhas/${hit.id}`
    case 'manifesto':
      return '/manifestos'
    case 'publicacao':
      return `/portal-pdc?${new URLSearchParams({ busca: stripMarks(hit.title) }).toString()}`
  }
}
