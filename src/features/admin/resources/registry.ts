// Every content resource of the admin area, in the navigation's order.
import type { ResourceConfig } from '@/staff/resources/types'
import { banners } from './banners'
import { categoriasDeParceiros } from './categorias-de-parceiros'
import { depoimentos } from './depoimentos'
import { documentos } from './documentos'
import { institutos } from './institutos'
import { manifestos } from './manifestos'
import { naMidia } from './na-midia'
import { paginas } from './paginas'
import { parceiros } from './parceiros'
import { pesquisas } from './pesquisas'
import { programas } from './programas'
import { publicacoes } from './publicacoes'
import { representacoes } from './representacoes'
import { trilhas } from './trilhas'

/** The resources with their own list under /admin/<slug> (modules are edited inside a track). */
export const resources = [
  programas,
  banners,
  publicacoes,
  naMidia,
  depoimentos,
  representacoes,
  parceiros,
  categoriasDeParceiros,
  manifestos,
  institutos,
  pesquisas,
  trilhas,
  paginas,
  documentos,
] as const satisfies readonly ResourceConfig[]
