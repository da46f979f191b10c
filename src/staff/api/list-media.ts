import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { MEDIA_BUCKET } from '../media-rules'
import { mediaKeys } from './media-keys'

export type MediaSort = 'newest' | 'name'

interface MediaFolder {
  name: string
  /** The folder's full path inside the bucket (what `?pasta=` holds). */
  path: string
}

export interface MediaFile {
  name: string
  path: string
  publicUrl: string
  /** Bytes; null when Storage did not say. */
  size: number | null
  mimeType: string | null
  createdAt: string | null
}

interface MediaListPage {
  folders: MediaFolder[]
  files: MediaFile[]
  /** The offset of the next page, or null when this was the last. */
  nextOffset: number | null
}

interface ListMediaParams {
  /** '' for the bucket's top level. */
  folder: string
  sort: MediaSort
  limit?: number
  offset?: number
}

const MEDIA_PAGE_SIZE = 100

/**
 * The bucket's folder for a `?pasta=` value: no empty, `.` or `..` segments and no slashes at
 * either end ('' for the top level). Names are kept as they are, so folders made elsewhere
 * (Supabase's dashboard) stay reachable.
 */
export function normalizeMediaFolder(folder: string | null | undefined): string {
  return (folder ?? '')
    .split('/')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .join('/')
}

/** Supabase keeps this placeholder in folders created from its dashboard; it is not a file. */
const PLACEHOLDER = '.emptyFolderPlaceholder'

/** One page of a folder: its sub-folders (by name) and its files (newest first or by name). */
export async function listMedia({
  folder,
  sort,
  limit = MEDIA_PAGE_SIZE,
  offset = 0,
}: ListMediaParams): Promise<MediaListPage> {
  const supabase = await getSupabase()
  const bucket = supabase.storage.from(MEDIA_BUCKET)
  const { data, error } = await bucket.list(folder, {
    limit,
    offset,
    sortBy:
      sort === 'newest'
        ? { column: 'created_at', order: 'desc' }
        : { column: 'name', order: 'asc' },
  })
  if (error) throw error
  const prefix = folder ? `${folder}/` : ''
  const folders: MediaFolder[] = []
  const files: MediaFile[] = []
  for (const entry of data) {
    if (entry.name === PLACEHOLDER) continue
    const path = `${prefix}${entry.name}`
    if (entry.id === null) {
      folders.push({ name: entry.name, path })
      continue
    }
    const metadata = (entry.metadata ?? {}) as { size?: unknown; mimetype?: unknown }
    files.push({
      name: entry.name,
      path,
      publicUrl: bucket.getPublicUrl(path).data.publicUrl,
      size: typeof metadata.size === 'number' ? metadata.size : null,
      mimeType: typeof metadata.mimetype === 'string' ? metadata.mimetype : null,
      createdAt: entry.created_at,
    })
  }
  // Year and month folders read newest first when the files do; named folders stay A–Z.
  const newestFirst = sort === 'newest'
  folders.sort((a, b) =>
    newestFirst && /^\d+$/.test(a.name) && /^\d+$/.test(b.name)
      ? Number(b.name) - Number(a.name)
      : a.name.localeCompare(b.name, 'pt-BR', { numeric: true }),
  )
  return { folders, files, nextOffset: data.length < limit ? null : offset + limit }
}

export const mediaListQueryOptions = (folder: string, sort: MediaSort) =>
  infiniteQueryOptions({
    queryKey: mediaKeys.list(folder, sort),
    queryFn: ({ pageParam }) => listMedia({ folder, sort, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  })

export function useMediaList(folder: string, sort: MediaSort) {
  return useInfiniteQuery(mediaListQueryOptions(folder, sort))
}
