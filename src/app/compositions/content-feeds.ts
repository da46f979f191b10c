// What each content table feeds outside its own admin screens: an admin write refetches these
// (src/features/admin/api/invalidate-resource.ts). A missed key means visitors see the old data
// after a staff save; a table missing here does not compile.
import type { ContentFeeds } from '@/features/admin/api/invalidate-resource'
import { presidencyKeys } from '@/features/admin/movplus/api/keys'
import { newsroomKeys } from '@/features/admin/newsroom/api/keys'
import { authorKeys } from '@/features/authors/api/keys'
import { homeKeys } from '@/features/home/api/keys'
import {
  institutionalKeys,
  partnerKeys,
  representationKeys,
} from '@/features/institutional/api/keys'
import { manifestoKeys } from '@/features/manifestos/api/keys'
import { movPlusKeys } from '@/features/mov-plus/api/keys'
import { newsKeys } from '@/features/news/api/keys'
import { publicationKeys } from '@/features/portal/api/keys'
import { programKeys } from '@/features/programs/api/keys'
import { researchKeys } from '@/features/research/api/keys'
import { searchKeys } from '@/features/search/api/keys'
import { trackKeys } from '@/features/tracks/api/keys'

export const contentFeeds: ContentFeeds = {
  // The site search (`search_site`) reads programmes, publications, manifestos, research, tracks.
  programas: [programKeys.all, searchKeys.all],
  home_banners: [homeKeys.banners()],
  pdc_publications: [publicationKeys.all, searchKeys.all],
  na_midia: [homeKeys.media()],
  testimonials: [homeKeys.testimonials()],
  representacoes: [representationKeys.all],
  partners: [partnerKeys.all],
  partner_categories: [partnerKeys.all],
  manifestos: [manifestoKeys.all, searchKeys.all],
  institutos: [institutionalKeys.all],
  pesquisas: [researchKeys.all, searchKeys.all],
  trilhas: [trackKeys.all, searchKeys.all],
  trilha_modulos: [trackKeys.all],
  paginas: [institutionalKeys.all, searchKeys.all],
  documentos: [institutionalKeys.all],
  // Articles show their author's name and picture, on the site and in the newsroom.
  autores: [authorKeys.all, newsKeys.all, searchKeys.all, newsroomKeys.all],
  mov_plus_missoes: [movPlusKeys.all, presidencyKeys.all],
  mov_plus_recompensas: [movPlusKeys.all, presidencyKeys.all],
}
