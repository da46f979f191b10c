import { useEffect, useEffectEvent, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { SelectField, TextField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { Pagination } from '@/components/ui/pagination'
import { Seo } from '@/components/ui/seo'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { positiveInt, withParams } from '@/lib/search-params'
import { usePublicationThematics } from '../api/get-publication-thematics'
import { usePublications } from '../api/get-publications'
import { portalMessages as t } from '../messages'
import { PublicationCard } from './publication-card'

export const PORTAL_PAGE_SIZE = 9
const SEARCH_DELAY_MS = 300

/** A text input whose value reaches the URL after the visitor pauses typing. */
function useDebouncedParam(value: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(value)
  const [last, setLast] = useState(value)
  if (value !== last) {
    setLast(value)
    setDraft(value)
  }
  const onSettled = useEffectEvent((settled: string) => commit(settled))
  useEffect(() => {
    if (draft === value) return
    const timer = window.setTimeout(() => onSettled(draft), SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [draft, value])
  return [draft, setDraft] as const
}

/** /portal-pdc: every publication, newest first, searched by title and author, filtered by thematic. */
export function PortalPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.get('busca') ?? ''
  const thematic = searchParams.get('tematica') || null
  const page = positiveInt(searchParams.get('pagina')) ?? 1

  const update = (changes: Record<string, string | null>) => {
    setSearchParams((current) => withParams(current, changes), { replace: true })
  }
  const [searchDraft, setSearchDraft] = useDebouncedParam(search, (v) =>
    update({ busca: v.trim() || null, pagina: null }),
  )

  const thematics = usePublicationThematics()
  const list = usePublications({ search, thematic, page, pageSize: PORTAL_PAGE_SIZE })
  const pageCount = list.data ? Math.ceil(list.data.total / PORTAL_PAGE_SIZE) : 0
  const filtered = Boolean(search || thematic)

  return (
    <>
      <Seo title={t.listTitle} description={t.listDescription} />
      <PageHeader title={t.listTitle} description={t.listDescription} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <form
          role="search"
          aria-label="Buscar publicações"
          className="mb-8 grid gap-4 md:max-w-3xl md:grid-cols-2"
          onSubmit={(e) => e.preventDefault()}
        >
          <TextField
            type="search"
            label={t.search}
            placeholder={t.searchHint}
            value={searchDraft}
            onChange={(e) => setSearchDraft(e.target.value)}
          />
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
            aria-label="Carregando publicações"
          >
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-96" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState title={t.errorTitle} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={t.emptyTitle} description={filtered ? t.emptyFiltered : t.emptyNone} />
        ) : (
          <>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {list.data.items.map((publication) => (
                <li key={publication.id}>
                  <PublicationCard publication={publication} download headingLevel="h2" />
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
