import { usePageParam } from '@/components/ui/page-pagination'
import { AdminPage } from '@/staff/components/admin-page'
import { FilterSelect, SearchFilterPanel, useListSearch } from '@/staff/components/list/list-parts'
import { filteredListMessages, PagedListBody } from '@/staff/components/list/list-states'
import { STAFF_PAGE_SIZE } from '@/staff/page-size'
import { usePeople } from '../../api/get-people'
import { peopleMessages as t, PEOPLE_SORTS, ROLES } from '../../people-messages'
import { pickOption } from '../../proposals-messages'
import { PeopleList } from './people-list'

/** /admin/pessoas: every account with its role, searched, filtered and sorted from the URL. */
export function PeoplePage({ currentUserId }: { currentUserId: string }) {
  const { params, setFilters } = useListSearch()
  const search = params.get('q')?.trim() ?? ''
  const role = pickOption(ROLES, params.get('perfil'))
  const sort = pickOption(PEOPLE_SORTS, params.get('ordem')) ?? PEOPLE_SORTS[0].value
  const page = usePageParam()
  const list = usePeople({ search, role, sort, page, pageSize: STAFF_PAGE_SIZE })
  const filtered = Boolean(search || role)

  return (
    <AdminPage title={t.title} breadcrumbs={[{ label: t.title }]} description={t.description}>
      <SearchFilterPanel
        messages={t}
        search={search}
        onSearch={(q) => setFilters({ q })}
        onClear={filtered ? () => setFilters({ q: null, perfil: null }) : undefined}
      >
        <FilterSelect
          label={t.role}
          value={role ?? ''}
          allLabel={t.allRoles}
          options={ROLES}
          onChange={(perfil) => setFilters({ perfil })}
        />
        <FilterSelect
          label={t.sort}
          value={sort}
          options={PEOPLE_SORTS}
          onChange={(ordem) =>
            setFilters({ ordem: ordem === PEOPLE_SORTS[0].value ? null : ordem })
          }
        />
      </SearchFilterPanel>
      <PagedListBody
        query={list}
        label={t.listLabel}
        page={page}
        pageSize={STAFF_PAGE_SIZE}
        messages={filteredListMessages(t, filtered)}
      >
        {(items) => <PeopleList items={items} currentUserId={currentUserId} />}
      </PagedListBody>
    </AdminPage>
  )
}
