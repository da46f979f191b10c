import { ArrowUp, Folder } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { AdminButton } from '@/staff/components/admin-button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SelectField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { adminError } from '@/staff/api/errors'
import { useMediaList, type MediaFile, type MediaSort } from '@/staff/api/list-media'
import { mediaMessages as m } from '@/staff/media-messages'
import { AdminPage, type Crumb } from '@/staff/components/admin-page'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '@/staff/components/states'
import { MediaNotFoundError, useDeleteMedia } from '../../api/delete-media'
import { MediaFileItem } from './media-file-item'
import { MediaUploadButton } from './media-upload-button'
import { useMediaLocation } from './use-media-location'

const folderLinkClass =
  'flex min-h-11 items-center gap-2 rounded-xl border border-gray-300 bg-white px-4 py-2 font-medium text-gray-900 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600'

/** /admin/midia: the site-media bucket by folder, with upload, copy and delete. */
export function MediaLibraryPage() {
  const { folder, sort, folderHref, setSort } = useMediaLocation()
  const { pathname } = useLocation()
  const list = useMediaList(folder, sort)
  const remove = useDeleteMedia()
  const [toDelete, setToDelete] = useState<MediaFile | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const shownFolder = useRef(folder)

  // Entering a folder replaces the list the focus was in: start again at its heading.
  useEffect(() => {
    if (shownFolder.current === folder) return
    shownFolder.current = folder
    heading.current?.focus()
  }, [folder])

  const segments = folder ? folder.split('/') : []
  const hrefTo = (target: string) => `${pathname}${folderHref(target)}`
  const breadcrumbs: Crumb[] = [
    { label: m.libraryTitle, to: folder ? hrefTo('') : undefined },
    ...segments.map((segment, index) => ({
      label: segment,
      to: index < segments.length - 1 ? hrefTo(segments.slice(0, index + 1).join('/')) : undefined,
    })),
  ]
  const parent = segments.slice(0, -1).join('/')

  const pages = list.data?.pages ?? []
  const folders = [...new Map(pages.flatMap((p) => p.folders).map((f) => [f.path, f])).values()]
  const files = pages.flatMap((p) => p.files)

  function confirmDelete() {
    const file = toDelete
    if (!file) return
    remove.mutate(file.path, {
      onSuccess: () => {
        toast({ title: m.deleted, description: file.name, variant: 'success' })
        setToDelete(null)
        heading.current?.focus()
      },
      onError: (cause) => {
        toast({
          title: m.deleteFailed,
          description:
            cause instanceof MediaNotFoundError ? m.deleteNothing : adminError(cause).message,
          variant: 'destructive',
        })
        setToDelete(null)
      },
    })
  }

  return (
    <AdminPage
      title={m.libraryTitle}
      breadcrumbs={breadcrumbs}
      description={m.libraryDescription}
      actions={<MediaUploadButton folder={folder} />}
    >
      <section aria-labelledby="media-folder-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h2
              id="media-folder-heading"
              ref={heading}
              tabIndex={-1}
              className="break-all text-xl font-bold text-gray-900 focus:outline-none"
            >
              {folder || m.root}
            </h2>
            {list.data ? (
              <p className="text-sm text-gray-700">{m.folderCount(folders.length, files.length)}</p>
            ) : null}
          </div>
          <SelectField
            tone="light"
            label={m.sortLabel}
            value={sort}
            onChange={(event) => setSort(event.target.value as MediaSort)}
            wrapperClassName="w-full sm:w-64"
          >
            <option value="newest">{m.sortNewest}</option>
            <option value="name">{m.sortName}</option>
          </SelectField>
        </div>

        {folder ? (
          <Link to={hrefTo(parent)} className={`${folderLinkClass} w-fit`}>
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
            {m.upOneFolder}
          </Link>
        ) : null}

        {list.isPending ? (
          <AdminSpinner label={m.loading} />
        ) : list.isError ? (
          <AdminErrorState
            title={m.loadError}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : folders.length === 0 && files.length === 0 ? (
          <AdminEmptyState title={m.empty} description={m.emptyDescription} />
        ) : (
          <>
            {folders.length > 0 ? (
              <ul aria-label={m.foldersTrail} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {folders.map((entry) => (
                  <li key={entry.path}>
                    <Link to={hrefTo(entry.path)} className={folderLinkClass}>
                      <Folder aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
                      <span className="sr-only">{`${m.folder}:`}</span>{' '}
                      <span className="break-all">{entry.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {files.length > 0 ? (
              <ul aria-label={m.filesLabel} className="grid gap-2">
                {files.map((file) => (
                  <MediaFileItem key={file.path} file={file} onDelete={setToDelete} />
                ))}
              </ul>
            ) : null}
            {list.hasNextPage ? (
              <AdminButton
                className="w-fit"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                aria-busy={list.isFetchingNextPage || undefined}
              >
                {m.more}
              </AdminButton>
            ) : null}
          </>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? null : setToDelete(null))}
        title={m.deleteTitle}
        description={toDelete ? m.deleteDescription(toDelete.name) : ''}
        confirmLabel={m.deleteConfirm}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  )
}
