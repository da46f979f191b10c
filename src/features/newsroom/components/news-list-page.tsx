import { Plus } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { usePageParam } from '@/components/ui/page-pagination'
import { AdminPage } from '@/staff/components/admin-page'
import { adminButton } from '@/staff/components/admin-button'
import { FilterSelect, SearchFilterPanel, useListSearch } from '@/staff/components/list/list-parts'
import { filteredListMessages, PagedListBody } from '@/staff/components/list/list-states'
import { STAFF_PAGE_SIZE } from '@/staff/page-size'
import { useAuthorOptions, type AuthorOption } from '../api/authors'
import { useNewsList } from '../api/news'
import { listMessages as t, stateLabels } from '../messages'
import { isNewsState, NEWS_STATES } from '../news-state'
import { newsroomPaths } from '../paths'
import { NewsList } from './news-list'

const stateOptions = NEWS_STATES.map((value) => ({ value, label: stateLabels[value] }))

/** /escritor: every article, last edited first, filtered by state, author and title (in the URL). */
export function NewsListPage() {
  const { params, setFilters } = useListSearch()
  const stateParam = params.get('situacao')
  const filters = {
    state: isNewsState(stateParam) ? stateParam : null,
    authorId: params.get('autor') || null,
    search: params.get('q')?.trim() ?? '',
  }
  const page = usePageParam()
  const list = useNewsList({ ...filters, page, pageSize: STAFF_PAGE_SIZE })
  const authors = useAuthorOptions()
  const byId = useMemo(
    () => new Map<string, AuthorOption>((authors.data ?? []).map((a) => [a.id, a])),
    [authors.data],
  )
  const authorOptions = [
    { value: 'sem-autor', label: t.noAuthor },
    ...(authors.data ?? []).map((a) => ({ value: a.id, label: a.name })),
  ]
  const filtered = Boolean(filters.state || filters.authorId || filters.search)

  return (
    <AdminPage
      title={t.title}
      description={t.description}
      actions={
        <Link to={newsroomPaths.newsCreate} className={adminButton({ variant: 'primary' })}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t.newArticle}
        </Link>
      }
    >
      <SearchFilterPanel
        messages={t}
        search={filters.search}
        onSearch={(q) => setFilters({ q })}
        onClear={filtered ? () => setFilters({ q: null, situacao: null, autor: null }) : undefined}
      >
        <FilterSelect
          label={t.state}
          value={filters.state ?? ''}
          allLabel={t.allStates}
          options={stateOptions}
          onChange={(situacao) => setFilters({ situacao })}
        />
        <FilterSelect
          label={t.author}
          value={filters.authorId ?? ''}
          allLabel={t.allAuthors}
          options={authorOptions}
          onChange={(autor) => setFilters({ autor })}
        />
      </SearchFilterPanel>
      <PagedListBody
        query={list}
        label={t.tableCaption}
        page={page}
        pageSize={STAFF_PAGE_SIZE}
        messages={filteredListMessages(t, filtered)}
      >
        {(items) => <NewsList items={items} authors={byId} />}
      </PagedListBody>
    </AdminPage>
  )
}
