// What each content table feeds outside its own admin screens: an admin write refetches these
// (src/staff/api/invalidate-resource.ts). A missed key means visitors see the old data after a
// staff save; a table missing here (one of staff-resources.ts) does not compile.
//
// The keys are written as the prefixes they are, not imported from each feature's keys.ts: the
// staff routes import this map, and importing eleven keys modules split each into a chunk of its own
// listed in every page's preload map, past the home page's budget. content-feeds.test.ts checks
// every prefix against the feature's own keys.
import type { QueryKey } from '@tanstack/react-query'
import type { ContentTable } from './staff-resources'

const search = ['search'] as const
const institutional = ['institutional'] as const

export const contentFeeds: Readonly<Record<ContentTable, readonly QueryKey[]>> = {
  // The site search (`search_site`) reads programmes, publications, manifestos, research, tracks.
  programas: [['programs'], search],
  home_banners: [['home', 'banners']],
  pdc_publications: [['publications'], search],
  na_midia: [['home', 'media']],
  testimonials: [['home', 'testimonials']],
  representacoes: [['representations']],
  partners: [['partners']],
  partner_categories: [['partners']],
  manifestos: [['manifestos'], search],
  institutos: [institutional],
  pesquisas: [['research'], search],
  trilhas: [['tracks'], search],
  trilha_modulos: [['tracks']],
  paginas: [institutional, search],
  documentos: [institutional],
  // Articles show their author's name and picture, on the site and in the newsroom.
  autores: [['authors'], ['news'], search, ['newsroom']],
  mov_plus_missoes: [['mov-plus'], ['mov-plus-presidency']],
  mov_plus_recompensas: [['mov-plus'], ['mov-plus-presidency']],
}
