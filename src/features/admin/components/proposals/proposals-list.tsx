import { Link } from 'react-router-dom'
import { linkClass } from '@/staff/components/list/list-parts'
import type { Proposal } from '../../api/get-proposals'
import {
  formatDateTime,
  proposalPath,
  proposalsMessages as t,
  proposalTypeLabel,
} from '../../proposals-messages'
import { StatusBadge } from './status-badge'

function ReceivedAt({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>
}

/** The page of proposals: a table from md up, a list of cards on phones (one shows at a time). */
export function ProposalsList({ items }: { items: Proposal[] }) {
  const c = t.columns
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-gray-200 bg-white md:block">
        <table className="w-full text-left text-sm text-gray-900">
          <caption className="sr-only">{t.tableCaption}</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
            <tr>
              {[c.organization, c.contact, c.email, c.type, c.receivedAt, c.status].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {items.map((p) => (
              <tr key={p.id} className="align-top">
                <th scope="row" className="px-4 py-3 font-medium">
                  <Link to={proposalPath(p.id)} className={linkClass}>
                    {p.organization_name}
                  </Link>
                </th>
                <td className="px-4 py-3">{p.contact_name}</td>
                <td className="break-all px-4 py-3">{p.email}</td>
                <td className="px-4 py-3">{proposalTypeLabel(p.partnership_type)}</td>
                <td className="whitespace-nowrap px-4 py-3">
                  <ReceivedAt value={p.created_at} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={p.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={t.tableCaption}>
        {items.map((p) => (
          <li key={p.id} className="rounded-2xl border border-gray-200 bg-white p-4 text-gray-900">
            <div className="flex items-start justify-between gap-3">
              <h2 className="min-w-0 break-words text-base font-semibold">
                <Link to={proposalPath(p.id)} className={`${linkClass} inline-block py-2`}>
                  {p.organization_name}
                </Link>
              </h2>
              <StatusBadge status={p.status} />
            </div>
            <dl className="mt-1 grid gap-1 text-sm">
              <div>
                <dt className="sr-only">{c.contact}</dt>
                <dd>{p.contact_name}</dd>
              </div>
              <div>
                <dt className="sr-only">{c.email}</dt>
                <dd className="break-all">{p.email}</dd>
              </div>
              <div className="text-gray-700">
                <dt className="sr-only">{c.type}</dt>
                <dd>{proposalTypeLabel(p.partnership_type)}</dd>
              </div>
              <div className="text-gray-700">
                <dt className="sr-only">{c.receivedAt}</dt>
                <dd>
                  <ReceivedAt value={p.created_at} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
