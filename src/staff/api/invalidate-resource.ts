import { createContext, useContext } from 'react'
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { ResourceConfig } from '../resources/types'
import { historyKeys } from './history-keys'
import { adminKeys } from './keys'

/**
 * The queries outside a resource's own admin screens that read its table, per table: the public
 * pages' keys (and other staff screens'). The map lives in src/app, the one place allowed to name
 * every feature's keys and every staff area's tables (src/app/compositions/content-feeds.ts); a
 * table missing from it does not compile there.
 */
export type ContentFeeds = Readonly<Record<string, readonly QueryKey[]>>

/** The app's map; without one (screens rendered alone) every query outside the admin refetches. */
export const ContentFeedsContext = createContext<ContentFeeds | null>(null)

/**
 * After a write to `config`'s table: its admin screens (and its child's, which a delete empties),
 * history, and what the table feeds. Other resources' admin screens are left alone.
 */
export function invalidateResource(
  queryClient: QueryClient,
  config: ResourceConfig,
  feeds: ContentFeeds | null,
): Promise<void> {
  const keys: QueryKey[] = [adminKeys.table(config.table), historyKeys.all]
  if (config.child) keys.push(adminKeys.table(config.child.config.table))
  const fed = feeds?.[config.table]
  if (fed) keys.push(...fed)
  return Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ...(fed
      ? []
      : [queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'admin' })]),
  ]).then(() => undefined)
}

/** `invalidateResource` for `config`, with the app's map. */
export function useInvalidateResource(config: ResourceConfig): () => Promise<void> {
  const queryClient = useQueryClient()
  const feeds = useContext(ContentFeedsContext)
  return () => invalidateResource(queryClient, config, feeds)
}
