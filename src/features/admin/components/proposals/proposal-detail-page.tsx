import { Link, useParams } from 'react-router-dom'
import { AdminPage } from '@/staff/components/admin-page'
import { linkClass } from '@/staff/components/list/list-parts'
import { AdminEmptyState, AdminErrorState } from '@/staff/components/states'
import { ListLoading } from '@/staff/components/list/list-states'
import { useProposal } from '../../api/get-proposal'
import { formatDateTime, PROPOSALS_PATH, proposalsMessages as t } from '../../proposals-messages'
import { ProposalActions } from './proposal-actions'
import { ProposalFields } from './proposal-fields'

const toList = { label: t.listTitle, to: PROPOSALS_PATH }

/** /admin/propostas/:id: every field of one proposal, its status and the actions on it. */
export function ProposalDetailPage() {
  const { id = '' } = useParams()
  const query = useProposal(id)

  if (query.isPending || query.isError) {
    return (
      <AdminPage title={t.listTitle} breadcrumbs={[toList, { label: t.detailLoading }]}>
        {query.isPending ? (
          <ListLoading label={t.detailLoading} rows={4} />
        ) : (
          <AdminErrorState
            title={t.detailError}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )}
      </AdminPage>
    )
  }

  const proposal = query.data
  if (!proposal) {
    return (
      <AdminPage title={t.notFoundTitle} breadcrumbs={[toList, { label: t.notFoundTitle }]}>
        <AdminEmptyState title={t.notFoundDescription}>
          <Link to={PROPOSALS_PATH} className={`${linkClass} mt-4 inline-block`}>
            {t.backToList}
          </Link>
        </AdminEmptyState>
      </AdminPage>
    )
  }

  return (
    <AdminPage
      title={proposal.organization_name}
      breadcrumbs={[toList, { label: proposal.organization_name }]}
      description={`${t.fields.receivedAt} ${formatDateTime(proposal.created_at)}`}
      actions={<ProposalActions proposal={proposal} />}
    >
      <ProposalFields proposal={proposal} />
      <p>
        <Link to={PROPOSALS_PATH} className={linkClass}>
          {t.backToList}
        </Link>
      </p>
    </AdminPage>
  )
}
