import type { MediaSort } from './list-media'

/** Query keys of the site-media bucket's reads (under the admin area's `['admin', ...]`). */
export const mediaKeys = {
  all: ['admin', 'media'] as const,
  lists: () => [...mediaKeys.all, 'list'] as const,
  list: (folder: string, sort: MediaSort) => [...mediaKeys.lists(), { folder, sort }] as const,
  /** The mutation key of every upload (for `useIsMutating`). */
  upload: () => [...mediaKeys.all, 'upload'] as const,
}
