import { Link } from 'react-router-dom'
import { formatMovementDateTime } from '@/lib/movement-time'
import { linkClass } from '@/staff/components/list/list-parts'
import type { NewsListItem } from '../api/news'
import type { AuthorOption } from '../api/authors'
import { listMessages as t } from '../messages'
import { newsroomPaths } from '../paths'
import { StateBadge } from './state-badge'

function PublicationDate({ item }: { item: NewsListItem }) {
  const state = item.news_state
  const when = formatMovementDateTime(item.published_at)
  if (state === 'agendada') return <time dateTime={item.published_at}>{t.scheduledFor(when)}</time>
  if (state === 'publicada') return <time dateTime={item.published_at}>{t.publishedAt(when)}</time>
  return <span className="text-gray-600">{t.notPublished}</span>
}

/** The page of articles: a table from md up, cards on phones (one shows at a time). */
export function NewsList({
  items,
  authors,
}: {
  items: NewsListItem[]
  authors: ReadonlyMap<string, AuthorOption>
}) {
  const c = t.columns
  const authorName = (id: string | null) => (id ? (authors.get(id)?.name ?? '') : t.noAuthor)
  const title = (item: NewsListItem) => item.title.trim() || t.untitled
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-gray-200 bg-white md:block">
        <table className="w-full text-left text-sm text-gray-900">
          <caption className="sr-only">{t.tableCaption}</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
            <tr>
              {[c.title, c.state, c.author, c.date, c.updated].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {items.map((item) => (
              <tr key={item.id} className="align-top">
                <th scope="row" className="max-w-md px-4 py-3 font-medium">
                  <Link to={newsroomPaths.newsEdit(item.id)} className={`${linkClass} break-words`}>
                    {title(item)}
                  </Link>
                </th>
                <td className="px-4 py-3">
                  <StateBadge state={item.news_state} />
                </td>
                <td className="px-4 py-3">{authorName(item.author_id)}</td>
                <td className="px-4 py-3">
                  <PublicationDate item={item} />
                </td>
                <td className="whitespace-nowrap px-4 py-3">
                  <time dateTime={item.updated_at}>{formatMovementDateTime(item.updated_at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={t.tableCaption}>
        {items.map((item) => (
          <li
            key={item.id}
            className="rounded-2xl border border-gray-200 bg-white p-4 text-gray-900"
          >
            <div className="flex items-start justify-between gap-3">
              <h2 className="min-w-0 break-words text-base font-semibold">
                <Link
                  to={newsroomPaths.newsEdit(item.id)}
                  className={`${linkClass} inline-block py-2`}
                >
                  {title(item)}
                </Link>
              </h2>
              <StateBadge state={item.news_state} />
            </div>
            <dl className="mt-1 grid gap-1 text-sm text-gray-700">
              <div>
                <dt className="sr-only">{c.author}</dt>
                <dd>{authorName(item.author_id)}</dd>
              </div>
              <div>
                <dt className="sr-only">{c.date}</dt>
                <dd>
                  <PublicationDate item={item} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
