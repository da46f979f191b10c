import { useSearchParams } from 'react-router-dom'
import { SelectField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { Pagination } from '@/components/ui/pagination'
import { Seo } from '@/components/ui/seo'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { positiveInt, withParams } from '@/lib/search-params'
import { useManifestoThematics } from '../api/get-manifesto-thematics'
import { useManifestos } from '../api/get-manifestos'
import { manifestoMessages as t } from '../messages'
import { ManifestoCard } from './manifesto-card'

export const MANIFESTOS_PAGE_SIZE = 9

/** /manifestos: every active manifesto, newest first, filtered by thematic. */
export function ManifestosPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const thematic = searchParams.get('tematica') || null
  const page = positiveInt(searchParams.get('pagina')) ?? 1
  const thematics = useManifestoThematics()
  const list = useManifestos({ thematic, page, pageSize: MANIFESTOS_PAGE_SIZE })
  const pageCount = list.data ? Math.ceil(list.data.total / MANIFESTOS_PAGE_SIZE) : 0

  const update = (changes: Record<string, string | null>) =>
    setSearchParams(withParams(searchParams, changes))

  return (
    <>
      <Seo title={t.listTitle} description={t.listDescription} />
      <PageHeader title={t.listTitle} description={t.listDescription} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <form
          role="search"
          aria-label="Filtrar manifestos"
          className="mb-8 md:max-w-sm"
          onSubmit={(e) => e.preventDefault()}
        >
          <SelectField
            label={t.thematic}
            value={thematic ?? ''}
            onChange={(e) => update({ tematica: e.target.value || null, pagina: null })}
          >
            <option value="">{t.allThematics}</option>
            {(thematics.data ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        </form>
        {list.isPending ? (
          <div
            className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            aria-busy="true"
            aria-label="Carregando manifestos"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-64" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState title={t.errorTitle} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={t.emptyTitle} description={thematic ? t.emptyFiltered : t.emptyNone} />
        ) : (
          <>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {list.data.items.map((manifesto) => (
                <li key={manifesto.id}>
                  <ManifestoCard manifesto={manifesto} headingLevel="h2" />
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
