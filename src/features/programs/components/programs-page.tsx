import { useSearchParams } from 'react-router-dom'
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar'
import { PageHeader } from '@/components/ui/page-header'
import { usePageParam } from '@/components/ui/page-pagination'
import { BusyGridSkeleton, FILTERED_GRID_CLASS, PagedList } from '@/components/ui/paged-list'
import { Seo } from '@/components/ui/seo'
import { positiveInt, withParams } from '@/lib/search-params'
import { useProgramFilters } from '../api/get-program-filters'
import { usePrograms } from '../api/get-programs'
import { programMessages as t } from '../messages'
import { ProgramCard } from './program-card'

const PROGRAMS_PAGE_SIZE = 9

/** /programas: every active programme, filtered by category and year, a page at a time. */
export function ProgramsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const category = searchParams.get('categoria') || null
  const year = positiveInt(searchParams.get('ano'))
  const page = usePageParam()
  const filters = useProgramFilters()
  const list = usePrograms({ category, year, page, pageSize: PROGRAMS_PAGE_SIZE })

  const update = (changes: Record<string, string | null>) =>
    setSearchParams(withParams(searchParams, changes))

  return (
    <>
      <Seo title={t.listTitle} description={t.listDescription} />
      <PageHeader title={t.listTitle} description={t.listDescription} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <FilterBar
          options={filters}
          label={t.filterLabel}
          className="mb-8 grid gap-4 sm:grid-cols-2 md:max-w-2xl"
        >
          <FilterSelect
            label={t.category}
            value={category ?? ''}
            allLabel={t.allCategories}
            options={filters.data?.categories ?? []}
            onChange={(v) => update({ categoria: v, pagina: null })}
          >
            {category && filters.data && !filters.data.categories.includes(category) ? (
              <option value={category}>{category}</option>
            ) : null}
          </FilterSelect>
          <FilterSelect
            label={t.year}
            value={year ?? ''}
            allLabel={t.allYears}
            options={filters.data?.years ?? []}
            onChange={(v) => update({ ano: v, pagina: null })}
          />
        </FilterBar>
        <PagedList
          query={list}
          page={page}
          pageSize={PROGRAMS_PAGE_SIZE}
          skeleton={<BusyGridSkeleton label={t.loading} count={6} itemClassName="h-80" />}
          messages={{
            error: t.errorTitle,
            empty: t.emptyTitle,
            emptyDescription: category || year ? t.emptyFiltered : t.emptyNone,
          }}
          listClassName={FILTERED_GRID_CLASS}
          renderItem={(program, i) => (
            <ProgramCard
              program={program}
              index={(page - 1) * PROGRAMS_PAGE_SIZE + i}
              headingLevel="h2"
            />
          )}
        />
      </div>
    </>
  )
}
