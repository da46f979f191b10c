import { Plus } from 'lucide-react'
import { Link } from 'react-router-dom'
import { formatMovementDateTime } from '@/lib/movement-time'
import { adminButton } from '@/staff/components/admin-button'
import { linkClass } from '@/staff/components/list/list-parts'
import { AdminErrorState, AdminSpinner } from '@/staff/components/states'
import { useAuthorArticles } from '../api/authors'
import { authorArticlesMessages as t, listMessages } from '../messages'
import { newsroomPaths } from '../paths'
import { StateBadge } from './state-badge'

/** Under an author's form: their articles in every state, each opening in the editor. */
export function AuthorArticles({ authorId }: { authorId: string }) {
  const query = useAuthorArticles(authorId)
  const headingId = `autor-noticias-${authorId}`
  return (
    <section
      aria-labelledby={headingId}
      className="grid max-w-3xl gap-4 rounded-2xl border border-gray-300 bg-white p-4 md:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-gray-900">
          {t.title}
        </h2>
        <Link to={newsroomPaths.newsCreate} className={adminButton()}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t.write}
        </Link>
      </div>
      {query.isPending ? <AdminSpinner label={t.loading} /> : null}
      {query.isError ? (
        <AdminErrorState title={t.error} error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isSuccess && query.data.length === 0 ? (
        <p className="text-gray-700">{t.empty}</p>
      ) : null}
      {query.isSuccess && query.data.length > 0 ? (
        <ul className="divide-y divide-gray-200">
          {query.data.map((article) => {
            const state = article.news_state
            return (
              <li
                key={article.id}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
              >
                <Link
                  to={newsroomPaths.newsEdit(article.id)}
                  className={`${linkClass} min-w-0 break-words`}
                >
                  {article.title || listMessages.untitled}
                </Link>
                <span className="flex items-center gap-2 text-sm text-gray-700">
                  <StateBadge state={state} />
                  {state === 'publicada' || state === 'agendada' ? (
                    <time dateTime={article.published_at}>
                      {formatMovementDateTime(article.published_at)}
                    </time>
                  ) : null}
                </span>
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
