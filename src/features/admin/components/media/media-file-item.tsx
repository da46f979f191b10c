import { ExternalLink, FileText, Trash2 } from 'lucide-react'
import { AdminButton, adminButton } from '@/staff/components/admin-button'
import { CopyButton } from '@/components/ui/copy-button'
import { formatDate, isoDate } from '@/lib/format'
import type { MediaFile } from '@/staff/api/list-media'
import { mediaMessages as m } from '@/staff/media-messages'
import { formatFileSize } from '@/staff/media-rules'

function typeLabel(mimeType: string | null): string {
  return (mimeType && m.typeLabels[mimeType]) || m.unknownType
}

/** One file of the library: thumbnail, name, type, size, date and its actions. */
export function MediaFileItem({
  file,
  onDelete,
}: {
  file: MediaFile
  onDelete: (file: MediaFile) => void
}) {
  const isImage = file.mimeType?.startsWith('image/') ?? false
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-300 bg-white p-3">
      {isImage ? (
        <img
          src={file.publicUrl}
          alt=""
          loading="lazy"
          className="h-16 w-16 shrink-0 rounded-lg border border-gray-200 bg-gray-100 object-cover"
        />
      ) : (
        <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg border border-gray-200 bg-gray-100 text-gray-600">
          <FileText aria-hidden="true" className="h-6 w-6" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <a
          href={file.publicUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 break-all font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {file.name}
          <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />{' '}
          <span className="sr-only">{m.openNewTab}</span>
        </a>
        <p className="text-sm text-gray-700">
          {typeLabel(file.mimeType)}
          {file.size !== null ? ` · ${formatFileSize(file.size)}` : ''}
          {file.createdAt ? (
            <>
              {' · '}
              <span className="sr-only">{m.date}</span>{' '}
              <time dateTime={isoDate(file.createdAt)}>{formatDate(file.createdAt)}</time>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={file.publicUrl}
          label={m.copyOf(file.name)}
          className={adminButton()}
          copiedAnnouncement={m.copied}
          failedAnnouncement={m.copyFailed}
        >
          {m.copy}
        </CopyButton>
        <AdminButton
          variant="dangerOutline"
          aria-label={m.deleteOf(file.name)}
          onClick={() => onDelete(file)}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {m.delete}
        </AdminButton>
      </div>
    </li>
  )
}
