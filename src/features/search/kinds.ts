import type { SearchHit, SearchKind } from './types'
import { stripMarks } from './highlight'
import {
  href,
  manifestosPath,
  newsArticlePath,
  portalPath,
  programPath,
  researchPath,
  trackPath,
} from '@/config/paths'

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
      return href(newsArticlePath, { id: hit.slug || hit.id })
    case 'programa':
      return href(programPath, { id: hit.id })
    case 'pesquisa':
      return href(researchPath, { id: hit.id })
    case 'trilha':
      return href(trackPath, { id: hit.id })
    case 'manifesto':
      return manifestosPath
    case 'publicacao':
      return `${portalPath}?${new URLSearchParams({ busca: stripMarks(hit.title) }).toString()}`
  }
}
