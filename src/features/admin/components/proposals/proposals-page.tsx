import { usePageParam } from '@/components/ui/page-pagination'
import { AdminPage } from '@/staff/components/admin-page'
import { FilterSelect, SearchFilterPanel, useListSearch } from '@/staff/components/list/list-parts'
import { filteredListMessages, PagedListBody } from '@/staff/components/list/list-states'
import { STAFF_PAGE_SIZE } from '@/staff/page-size'
import { useProposals } from '../../api/get-proposals'
import type { ProposalFilters } from '../../api/proposal-keys'
import {
  pickOption,
  PROPOSAL_STATUSES,
  PROPOSAL_TYPES,
  proposalsMessages as t,
} from '../../proposals-messages'
import { ExportProposalsButton } from './export-proposals-button'
import { ProposalsList } from './proposals-list'

/** /admin/propostas: the partnership inbox, newest first, filtered from the URL, with CSV export. */
export function ProposalsPage() {
  const { params, setFilters } = useListSearch()
  const filters: ProposalFilters = {
    type: pickOption(PROPOSAL_TYPES, params.get('tipo')),
    status: pickOption(PROPOSAL_STATUSES, params.get('status')),
    search: params.get('q')?.trim() ?? '',
  }
  const page = usePageParam()
  const list = useProposals({ ...filters, page, pageSize: STAFF_PAGE_SIZE })
  const filtered = Boolean(filters.type || filters.status || filters.search)

  return (
    <AdminPage
      title={t.listTitle}
      breadcrumbs={[{ label: t.listTitle }]}
      description={t.listDescription}
      actions={<ExportProposalsButton filters={filters} />}
    >
      <SearchFilterPanel
        messages={t}
        search={filters.search}
        onSearch={(q) => setFilters({ q })}
        onClear={filtered ? () => setFilters({ q: null, tipo: null, status: null }) : undefined}
      >
        <FilterSelect
          label={t.type}
          value={filters.type ?? ''}
          allLabel={t.allTypes}
          options={PROPOSAL_TYPES}
          onChange={(tipo) => setFilters({ tipo })}
        />
        <FilterSelect
          label={t.status}
          value={filters.status ?? ''}
          allLabel={t.allStatuses}
          options={PROPOSAL_STATUSES}
          onChange={(status) => setFilters({ status })}
        />
      </SearchFilterPanel>
      <PagedListBody
        query={list}
        label={t.tableCaption}
        page={page}
        pageSize={STAFF_PAGE_SIZE}
        messages={filteredListMessages(t, filtered)}
      >
        {(items) => <ProposalsList items={items} />}
      </PagedListBody>
    </AdminPage>
  )
}
