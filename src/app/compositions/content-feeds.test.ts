import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { historyKeys } from '@/staff/api/history-keys'
import { invalidateResource } from '@/staff/api/invalidate-resource'
import { adminKeys } from '@/staff/api/keys'
import { banners } from '@/features/admin/resources/banners'
import { programas } from '@/features/admin/resources/programas'
import { trilhas } from '@/features/admin/resources/trilhas'
import { presidencyKeys } from '@/features/mov-plus-admin/api/keys'
import { newsroomKeys } from '@/features/newsroom/api/keys'
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
import { contentFeeds } from './content-feeds'

test("every prefix in the map is a feature's own key (the map writes them out; see its header)", () => {
  expect(contentFeeds).toEqual({
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
    autores: [authorKeys.all, newsKeys.all, searchKeys.all, newsroomKeys.all],
    mov_plus_missoes: [movPlusKeys.all, presidencyKeys.all],
    mov_plus_recompensas: [movPlusKeys.all, presidencyKeys.all],
  })
})

const listParams = { q: '', sort: 'display_order.asc', page: 1, pageSize: 20 }

function cacheWith(keys: readonly QueryKey[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  for (const key of keys) queryClient.setQueryData(key, { cached: true })
  return queryClient
}

const invalidated = (queryClient: QueryClient, key: QueryKey) =>
  queryClient.getQueryState(key)?.isInvalidated

test("a programme's save refreshes its admin list and the public pages it feeds, not the banners' admin list", async () => {
  const keys = {
    ownList: adminKeys.list('programas', listParams),
    ownRow: adminKeys.row('programas', 'p1'),
    otherList: adminKeys.list('home_banners', listParams),
    history: historyKeys.trash(1, 20),
    homePrograms: programKeys.home(3),
    programPage: programKeys.detail('p1'),
    search: searchKeys.results('jovens'),
    homeBanners: homeKeys.banners(),
  }
  const queryClient = cacheWith(Object.values(keys))
  await invalidateResource(queryClient, programas, contentFeeds)
  for (const key of [
    keys.ownList,
    keys.ownRow,
    keys.history,
    keys.homePrograms,
    keys.programPage,
    keys.search,
  ]) {
    expect(invalidated(queryClient, key), JSON.stringify(key)).toBe(true)
  }
  expect(invalidated(queryClient, keys.otherList)).toBe(false)
  expect(invalidated(queryClient, keys.homeBanners)).toBe(false)
})

test("a banner's save refreshes the home page's banners", async () => {
  const queryClient = cacheWith([homeKeys.banners(), programKeys.home(3)])
  await invalidateResource(queryClient, banners, contentFeeds)
  expect(invalidated(queryClient, homeKeys.banners())).toBe(true)
  expect(invalidated(queryClient, programKeys.home(3))).toBe(false)
})

test("a track's write refreshes its modules' admin screens too (a delete takes them along)", async () => {
  const modules = adminKeys.list('trilha_modulos', { ...listParams, filters: { trilha_id: 't1' } })
  const queryClient = cacheWith([modules, trackKeys.detail('t1')])
  await invalidateResource(queryClient, trilhas, contentFeeds)
  expect(invalidated(queryClient, modules)).toBe(true)
  expect(invalidated(queryClient, trackKeys.detail('t1'))).toBe(true)
})

test('without the map every public query refreshes, and still no other admin list', async () => {
  const other = adminKeys.list('home_banners', listParams)
  const queryClient = cacheWith([homeKeys.banners(), other])
  await invalidateResource(queryClient, programas, null)
  expect(invalidated(queryClient, homeKeys.banners())).toBe(true)
  expect(invalidated(queryClient, other)).toBe(false)
})
