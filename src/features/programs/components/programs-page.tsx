import { useSearchParams } from 'react-router-dom'
import { SelectField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { Pagination } from '@/components/ui/pagination'
import { Seo } from '@/components/ui/seo'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { positiveInt, withParams } from '@/lib/search-params'
import { useProgramFilters } from '../api/get-program-filters'
import { usePrograms } from '../api/get-programs'
import { programMessages as t } from '../messages'
import { ProgramCard } from './program-card'

export const PROGRAMS_PAGE_SIZE = 9

/** /programas: every active programme, filtered by category and year, a page at a time. */
export function ProgramsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const category = searchParams.get('categoria') || null
  const year = positiveInt(searchParams.get('ano'))
  const page = positiveInt(searchParams.get('pagina')) ?? 1
  const filters = useProgramFilters()
  const list = usePrograms({ category, year, page, pageSize: PROGRAMS_PAGE_SIZE })

  const update = (changes: Record<string, string | null>) =>
    setSearchParams(withParams(searchParams, changes))
  const pageCount = list.data ? Math.ceil(list.data.total / PROGRAMS_PAGE_SIZE) : 0

  return (
    <>
      <Seo title={t.listTitle} description={t.listDescription} />
      <PageHeader title={t.listTitle} description={t.listDescription} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <form
          className="mb-8 grid gap-4 sm:grid-cols-2 md:max-w-2xl"
          role="search"
          aria-label="Filtrar programas"
          onSubmit={(e) => e.preventDefault()}
        >
          <SelectField
            label={t.category}
            value={category ?? ''}
            onChange={(e) => update({ categoria: e.target.value, pagina: null })}
          >
            <option value="">{t.allCategories}</option>
            {(filters.data?.categories ?? []).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
            {category && filters.data && !filters.data.categories.includes(category) ? (
              <option value={category}>{category}</option>
            ) : null}
          </SelectField>
          <SelectField
            label={t.year}
            value={year ?? ''}
            onChange={(e) => update({ ano: e.target.value, pagina: null })}
          >
            <option value="">{t.allYears}</option>
            {(filters.data?.years ?? []).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </SelectField>
        </form>
        {list.isPending ? (
          <div
            className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            aria-busy="true"
            aria-label="Carregando programas"
          >
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-80" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState title={t.errorTitle} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            title={t.emptyTitle}
            description={category || year ? t.emptyFiltered : t.emptyNone}
          />
        ) : (
          <>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {list.data.items.map((program, i) => (
                <li key={program.id}>
                  <ProgramCard
                    program={program}
                    index={(page - 1) * PROGRAMS_PAGE_SIZE + i}
                    headingLevel="h2"
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={(p) => update({ pagina: p > 1 ? String(p) : null })}
            />
          </>
        )}
      </div>
    </>
  )
}
