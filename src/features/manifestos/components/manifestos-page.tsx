import { useSearchParams } from 'react-router-dom'
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar'
import { PageHeader } from '@/components/ui/page-header'
import { usePageParam } from '@/components/ui/page-pagination'
import { BusyGridSkeleton, FILTERED_GRID_CLASS, PagedList } from '@/components/ui/paged-list'
import { Seo } from '@/components/ui/seo'
import { withParams } from '@/lib/search-params'
import { useManifestoThematics } from '../api/get-manifesto-thematics'
import { useManifestos } from '../api/get-manifestos'
import { manifestoMessages as t } from '../messages'
import { ManifestoCard } from './manifesto-card'

const MANIFESTOS_PAGE_SIZE = 9

/** /manifestos: every active manifesto, newest first, filtered by thematic. */
export function ManifestosPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const thematic = searchParams.get('tematica') || null
  const page = usePageParam()
  const thematics = useManifestoThematics()
  const list = useManifestos({ thematic, page, pageSize: MANIFESTOS_PAGE_SIZE })

  const update = (changes: Record<string, string | null>) =>
    setSearchParams(withParams(searchParams, changes))

  return (
    <>
      <Seo title={t.listTitle} description={t.listDescription} />
      <PageHeader title={t.listTitle} description={t.listDescription} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <FilterBar options={thematics} label={t.filterLabel} className="mb-8 md:max-w-sm">
          <FilterSelect
            label={t.thematic}
            value={thematic ?? ''}
            allLabel={t.allThematics}
            options={thematics.data ?? []}
            onChange={(v) => update({ tematica: v || null, pagina: null })}
          />
        </FilterBar>
        <PagedList
          query={list}
          page={page}
          pageSize={MANIFESTOS_PAGE_SIZE}
          skeleton={<BusyGridSkeleton label={t.loading} count={3} itemClassName="h-64" />}
          messages={{
            error: t.errorTitle,
            empty: t.emptyTitle,
            emptyDescription: thematic ? t.emptyFiltered : t.emptyNone,
          }}
          listClassName={FILTERED_GRID_CLASS}
          renderItem={(manifesto) => <ManifestoCard manifesto={manifesto} headingLevel="h2" />}
        />
      </div>
    </>
  )
}
