import type { UseQueryResult } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { usePageParam } from '@/components/ui/page-pagination'
import { formatMovementDateTime } from '@/lib/movement-time'
import { AdminPage } from '@/staff/components/admin-page'
import { FilterPanel, FilterSelect, useListSearch } from '@/staff/components/list/list-parts'
import { PagedListBody } from '@/staff/components/list/list-states'
import { STAFF_PAGE_SIZE } from '@/staff/page-size'
import {
  useCompletions,
  useDecideCompletion,
  useDecideRedemption,
  useRedemptions,
  type Completion,
  type DecisionStatus,
  type Redemption,
} from '../api/decisions'
import { decisionMessages as t } from '../messages'
import { DecisionButtons } from './decision-buttons'

const statusOptions = [
  { value: 'pendente', label: t.pending },
  { value: 'decididos', label: t.decided },
]

function useStatusParam(): [DecisionStatus, (value: string) => void] {
  const { params, setFilters } = useListSearch()
  const status: DecisionStatus = params.get('mostrar') === 'decididos' ? 'decididos' : 'pendente'
  return [status, (value) => setFilters({ mostrar: value === 'decididos' ? value : null })]
}

function memberName(member: { full_name: string | null; email: string | null } | null) {
  if (!member) return t.unknownMember
  return member.full_name?.trim() || member.email || t.unknownMember
}

function StatusLine({
  status,
  createdAt,
  decidedAt,
  decider,
  refusalReason,
}: {
  status: string
  createdAt: string
  decidedAt: string | null
  decider: string | null
  refusalReason: string | null
}) {
  return (
    <dl className="mt-2 grid gap-1 text-sm text-gray-700">
      <div className="flex flex-wrap gap-1">
        <dt>{t.requestedAt}</dt>
        <dd>
          <time dateTime={createdAt}>{formatMovementDateTime(createdAt)}</time>
        </dd>
      </div>
      {decidedAt ? (
        <div className="flex flex-wrap gap-1">
          <dt>{t.decidedAt}</dt>
          <dd>
            <time dateTime={decidedAt}>{formatMovementDateTime(decidedAt)}</time>
            {decider ? ` ${t.by(decider)}` : null} —{' '}
            <strong className="text-gray-900">{t.status[status] ?? status}</strong>
            {refusalReason ? `: ${refusalReason}` : null}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}

function Item({ children }: { children: ReactNode }) {
  return (
    <li className="grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 text-gray-900 sm:flex sm:items-start sm:justify-between">
      {children}
    </li>
  )
}

/** Said instead of the decision buttons on one's own request (the database refuses it too). */
function OwnRequest({ text }: { text: string }) {
  return <p className="text-sm font-medium text-gray-700 sm:max-w-xs">{text}</p>
}

function RedemptionItem({
  item,
  currentUserId,
}: {
  item: Redemption
  currentUserId: string | null
}) {
  const decide = useDecideRedemption()
  const r = t.redemptions
  const member = memberName(item.member)
  const reward = item.reward?.title ?? t.unknownItem
  const cost = item.reward ? r.cost(item.reward.cost) : ''
  return (
    <Item>
      <div className="min-w-0">
        <h2 className="break-words text-base font-semibold">{reward}</h2>
        <p className="break-words text-sm">
          {member}
          {item.member?.email && item.member.full_name ? ` · ${item.member.email}` : null}
        </p>
        {item.reward ? (
          <p className="text-sm text-gray-700">
            {cost} · {r.stock(item.reward.stock)}
          </p>
        ) : null}
        <StatusLine
          status={item.status}
          createdAt={item.created_at}
          decidedAt={item.decided_at}
          decider={item.decider ? memberName(item.decider) : null}
          refusalReason={item.refusal_reason}
        />
      </div>
      {item.status !== 'pendente' ? null : item.user_id === currentUserId ? (
        <OwnRequest text={r.ownRequest} />
      ) : (
        <DecisionButtons
          subject={`${reward}, ${member}`}
          approveTitle={r.approveTitle}
          approveDescription={r.approveDescription(member, reward, cost)}
          refuseTitle={r.refuseTitle}
          refuseDescription={r.refuseDescription(member, reward)}
          approvedMessage={r.approved}
          refusedMessage={r.refused}
          failedMessage={r.failed}
          decide={(approve, reason) => decide.mutateAsync({ id: item.id, approve, reason })}
        />
      )}
    </Item>
  )
}

function CompletionItem({
  item,
  currentUserId,
}: {
  item: Completion
  currentUserId: string | null
}) {
  const decide = useDecideCompletion()
  const c = t.completions
  const member = memberName(item.member)
  const mission = item.mission?.title ?? t.unknownItem
  const points = item.mission ? item.mission.points.toLocaleString('pt-BR') : ''
  return (
    <Item>
      <div className="min-w-0">
        <h2 className="break-words text-base font-semibold">{mission}</h2>
        <p className="break-words text-sm">{member}</p>
        {item.note ? (
          <p className="mt-1 whitespace-pre-line break-words text-sm">
            <span className="font-semibold">{c.note}:</span> {item.note}
          </p>
        ) : null}
        {item.link_url ? (
          <p className="mt-1 break-all text-sm">
            <span className="font-semibold">{c.link}:</span>{' '}
            <a
              href={item.link_url}
              target="_blank"
              rel="noreferrer noopener"
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {item.link_url}
            </a>
          </p>
        ) : null}
        <StatusLine
          status={item.status}
          createdAt={item.created_at}
          decidedAt={item.decided_at}
          decider={item.decider ? memberName(item.decider) : null}
          refusalReason={item.refusal_reason}
        />
      </div>
      {item.status !== 'pendente' ? null : item.user_id === currentUserId ? (
        <OwnRequest text={c.ownRequest} />
      ) : (
        <DecisionButtons
          subject={`${mission}, ${member}`}
          approveTitle={c.approveTitle}
          approveDescription={c.approveDescription(member, mission, points)}
          refuseTitle={c.refuseTitle}
          refuseDescription={c.refuseDescription(member, mission)}
          approvedMessage={c.approved}
          refusedMessage={c.refused}
          failedMessage={c.failed}
          decide={(approve, reason) => decide.mutateAsync({ id: item.id, approve, reason })}
        />
      )}
    </Item>
  )
}

interface QueueMessages {
  title: string
  description: string
  caption: string
  error: string
  empty: string
  emptyDecided: string
  count: (n: number) => string
  pagination: string
}

/**
 * A decision queue: pending (oldest first) or decided, from `?mostrar=`, paged. The signed-in
 * staff member's own requests show why they are not theirs to decide instead of the buttons.
 */
function DecisionQueuePage<T extends { id: string }>({
  messages: q,
  useItems,
  Row,
  currentUserId,
}: {
  messages: QueueMessages
  useItems: (status: DecisionStatus, page: number) => UseQueryResult<{ items: T[]; total: number }>
  Row: ComponentType<{ item: T; currentUserId: string | null }>
  currentUserId: string | null
}) {
  const [status, setStatus] = useStatusParam()
  const page = usePageParam()
  const query = useItems(status, page)
  return (
    <AdminPage title={q.title} breadcrumbs={[{ label: q.title }]} description={q.description}>
      <FilterPanel label={t.filterLabel}>
        <FilterSelect
          label={t.filterLabel}
          value={status}
          options={statusOptions}
          onChange={setStatus}
        />
      </FilterPanel>
      <PagedListBody
        query={query}
        label={q.caption}
        page={page}
        pageSize={STAFF_PAGE_SIZE}
        messages={{
          loading: t.loading,
          error: q.error,
          empty: status === 'pendente' ? q.empty : q.emptyDecided,
          count: q.count,
          pagination: q.pagination,
        }}
      >
        {(items) => (
          <ul className="grid gap-3" aria-label={q.caption}>
            {items.map((item) => (
              <Row key={item.id} item={item} currentUserId={currentUserId} />
            ))}
          </ul>
        )}
      </PagedListBody>
    </AdminPage>
  )
}

/** /mov-plus/admin/resgates: the queue of reward requests (oldest first), or the decided ones. */
export function RedemptionsPage({ currentUserId }: { currentUserId: string | null }) {
  return (
    <DecisionQueuePage
      messages={t.redemptions}
      useItems={useRedemptions}
      Row={RedemptionItem}
      currentUserId={currentUserId}
    />
  )
}

/** /mov-plus/admin/conclusoes: members' "concluí" notices to check, or the decided ones. */
export function CompletionsPage({ currentUserId }: { currentUserId: string | null }) {
  return (
    <DecisionQueuePage
      messages={t.completions}
      useItems={useCompletions}
      Row={CompletionItem}
      currentUserId={currentUserId}
    />
  )
}
