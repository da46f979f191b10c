// What the home page asks of the database: each section selects only the columns it shows, with a
// limit that matches what it shows (the home page used to read six tables with `select=*` and no
// limit; docs/decisions/scale-reads.md).
import { expect, test } from 'vitest'
import { getBanners } from '@/features/home/api/get-banners'
import { getMedia } from '@/features/home/api/get-media'
import { getTestimonials } from '@/features/home/api/get-testimonials'
import { getPartnerGroups } from '@/features/institutional/api/get-partner-groups'
import { getRepresentations } from '@/features/institutional/api/get-representations'
import { homeManifestosQueryOptions } from '@/features/manifestos/api/get-home-manifestos'
import { getHomePublications } from '@/features/portal/api/get-home-publications'
import { getHomePrograms } from '@/features/programs/api/get-home-programs'
import { contentRest, type RecordedRequest } from '@/testing/content-rest'
import { server } from '@/testing/msw-server'
import { QueryClient } from '@tanstack/react-query'

const tables = [
  'home_banners',
  'na_midia',
  'testimonials',
  'programas',
  'pdc_publications',
  'manifestos',
  'representacoes',
  'partners',
  'partner_categories',
]

test('each home section selects its own columns with a limit, never select=*', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest(Object.fromEntries(tables.map((t) => [t, []])), requests))
  await Promise.all([
    getBanners(),
    getMedia(),
    getTestimonials(),
    getHomePrograms(),
    getHomePublications(),
    new QueryClient().fetchQuery(homeManifestosQueryOptions()),
    getRepresentations(),
    getPartnerGroups(),
  ])
  const asked = Object.fromEntries(
    requests.map((r) => [
      r.table,
      { select: r.params.get('select'), limit: r.params.get('limit') },
    ]),
  )
  expect(asked).toEqual({
    home_banners: { select: 'id,title,description,image_url,link_url', limit: '10' },
    na_midia: { select: 'id,title,source,published_at,link_url,logo_url', limit: '12' },
    testimonials: { select: 'id,name,role,quote,avatar_url', limit: '12' },
    programas: {
      select: 'id,title,category,year,description,icon,gradient,image_url',
      limit: '3',
    },
    pdc_publications: {
      select: 'id,title,thematic,authors,publication_date,file_url,image_url',
      limit: '6',
    },
    manifestos: { select: 'id,title,thematic,description,signed_at,link_url', limit: '3' },
    representacoes: { select: 'id,name,category,logo_url', limit: '300' },
    partners: { select: 'id,name,logo_url,site_url,category_id', limit: '300' },
    partner_categories: { select: 'id,name', limit: '300' },
  })
})
