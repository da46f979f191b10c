import { useEffect, useEffectEvent, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { TextField } from '@/components/ui/field'
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar'
import { PageHeader } from '@/components/ui/page-header'
import { usePageParam } from '@/components/ui/page-pagination'
import { BusyGridSkeleton, FILTERED_GRID_CLASS, PagedList } from '@/components/ui/paged-list'
import { Seo } from '@/components/ui/seo'
import { withParams } from '@/lib/search-params'
import { usePublicationThematics } from '../api/get-publication-thematics'
import { usePublications } from '../api/get-publications'
import { portalMessages as t } from '../messages'
import { PublicationCard } from './publication-card'

const PORTAL_PAGE_SIZE = 9
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
  const page = usePageParam()

  const update = (changes: Record<string, string | null>) => {
    setSearchParams((current) => withParams(current, changes), { replace: true })
  }
  const [searchDraft, setSearchDraft] = useDebouncedParam(search, (v) =>
    update({ busca: v.trim() || null, pagina: null }),
  )

  const thematics = usePublicationThematics()
  const list = usePublications({ search, thematic, page, pageSize: PORTAL_PAGE_SIZE })
  const filtered = Boolean(search || thematic)

  return (
    <>
      <Seo title={t.listTitle} description={t.listDescription} />
      <PageHeader title={t.listTitle} description={t.listDescription} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <FilterBar
          options={thematics}
          label={t.filterLabel}
          className="mb-8 grid gap-4 md:max-w-3xl md:grid-cols-2"
        >
          <TextField
            type="search"
            label={t.search}
            placeholder={t.searchHint}
            value={searchDraft}
            onChange={(e) => setSearchDraft(e.target.value)}
          />
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
          pageSize={PORTAL_PAGE_SIZE}
          skeleton={<BusyGridSkeleton label={t.loading} count={6} itemClassName="h-96" />}
          messages={{
            error: t.errorTitle,
            empty: t.emptyTitle,
            emptyDescription: filtered ? t.emptyFiltered : t.emptyNone,
          }}
          listClassName={FILTERED_GRID_CLASS}
          renderItem={(publication) => (
            <PublicationCard publication={publication} download headingLevel="h2" />
          )}
        />
      </div>
    </>
  )
}
