import { useMemo } from 'react'
import { formatMovementDateTime } from '@/lib/movement-time'
import { RevisionsPanel } from '@/staff/components/history/revisions-panel'
import type { HistorySubject } from '@/staff/history'
import { useAuthorOptions } from '../api/authors'
import { editorMessages as t } from '../messages'

/**
 * An article's versions below its editor (the database records each save: history-and-trash.md),
 * read with the editor's own field names; the author by name and the date on the movement's clock.
 */
export function NewsRevisions({
  rowId,
  dirty,
  onRestored,
}: {
  rowId: string
  dirty: boolean
  onRestored: () => void
}) {
  const authors = useAuthorOptions()
  const subject = useMemo<HistorySubject>(() => {
    const names = new Map((authors.data ?? []).map((a) => [a.id, a.name]))
    return {
      table: 'noticias',
      fields: {
        title: { label: t.fields.title },
        slug: { label: t.fields.slug },
        summary: { label: t.fields.summary },
        cover_image_url: { label: t.fields.cover },
        cover_image_alt: { label: t.fields.coverAlt },
        body: { label: t.fields.body },
        author_id: {
          label: t.fields.author,
          show: (value) => (typeof value === 'string' ? names.get(value) : undefined),
        },
        published_at: {
          label: t.fields.date,
          show: (value) => (typeof value === 'string' ? formatMovementDateTime(value) : undefined),
        },
        is_published: { label: t.fields.published },
      },
    }
  }, [authors.data])
  return <RevisionsPanel config={subject} rowId={rowId} dirty={dirty} onRestored={onRestored} />
}
