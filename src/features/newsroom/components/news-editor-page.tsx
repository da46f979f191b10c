import { ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { AdminPage } from '@/staff/components/admin-page'
import { adminButton } from '@/staff/components/admin-button'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '@/staff/components/states'
import { useNews, type NewsRow } from '../api/news'
import { editorMessages as t, listMessages } from '../messages'
import { newsroomPaths } from '../paths'
import { NewsEditor } from './news-editor'
import { NewsRevisions } from './news-revisions'

const listCrumb = { label: listMessages.title, to: newsroomPaths.news }

/** /escritor/noticias/nova, for the signed-in writer `writerId` (whose unsaved text it keeps). */
export function NewsCreatePage({ writerId }: { writerId: string }) {
  return (
    <AdminPage title={t.newTitle} breadcrumbs={[{ label: t.newTitle }]}>
      <NewsEditor key={writerId} row={null} writerId={writerId} />
    </AdminPage>
  )
}

function VisitorViewLink({ slug }: { slug: string }) {
  return (
    <a
      href={newsroomPaths.preview(slug)}
      target="_blank"
      rel="noreferrer"
      className={adminButton()}
    >
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      {t.viewAsVisitor}
      <span className="sr-only"> {t.viewAsVisitorHint}</span>
    </a>
  )
}

/** /escritor/noticias/:id: the article loaded (spinner, error with retry, not found), then the editor. */
export function NewsEditPage({ writerId }: { writerId: string }) {
  const { id = '' } = useParams()
  const query = useNews(id)
  const row = query.data ?? null
  if (query.isSuccess && !row) {
    return (
      <AdminPage title={t.notFound} breadcrumbs={[{ label: t.notFound }]}>
        <AdminEmptyState title={t.notFound} description={t.notFoundDescription}>
          <Link to={listCrumb.to} className={adminButton({ className: 'mt-4' })}>
            {t.backToList}
          </Link>
        </AdminEmptyState>
      </AdminPage>
    )
  }
  return (
    <AdminPage
      title={t.editTitle}
      breadcrumbs={[{ label: row?.title || t.editTitle }]}
      description={row ? `“${row.title}”` : undefined}
      actions={row ? <VisitorViewLink slug={row.slug} /> : undefined}
    >
      {query.isPending ? <AdminSpinner label={t.loading} /> : null}
      {query.isError && !row ? (
        <AdminErrorState
          title={t.loadError}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {row ? <EditorWithVersions row={row} writerId={writerId} /> : null}
    </AdminPage>
  )
}

/**
 * The editor, and the article's versions below it. A restored version is a new start: the editor
 * opens again on the article as it now is, once the row read again (its `updated_at` moved past the
 * one seen when the restore was asked) is here. Text typed and not saved stays in this browser's
 * draft, which the editor offers back (the restore's confirmation says it will be replaced).
 */
function EditorWithVersions({ row, writerId }: { row: NewsRow; writerId: string }) {
  const [session, setSession] = useState(0)
  const [restoredFrom, setRestoredFrom] = useState<string | null>(null)
  const [dirty, setDirty] = useState(false)
  if (restoredFrom !== null && row.updated_at !== restoredFrom) {
    setRestoredFrom(null)
    setSession((n) => n + 1)
  }
  return (
    <>
      <NewsEditor
        key={`${writerId}:${row.id}:${session}`}
        row={row}
        writerId={writerId}
        onDirtyChange={setDirty}
      />
      <NewsRevisions
        rowId={row.id}
        dirty={dirty}
        onRestored={() => setRestoredFrom(row.updated_at)}
      />
    </>
  )
}
