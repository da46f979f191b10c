import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResourceConfig } from '../resources/types'
import { adminKeys } from './keys'
import type { RowPage } from './list-rows'
import { contentTable, notFoundError } from './table'
import { useInvalidateResource } from './invalidate-resource'

/** Shows (true) or hides (false) a row on the site through the resource's publish column. */
export async function setPublished(
  config: ResourceConfig,
  id: string,
  published: boolean,
): Promise<void> {
  if (!config.publish) throw new Error(`${config.table} has no publish column`)
  const table = await contentTable(config.table)
  const { data, error } = await table
    .update({ [config.publish.column]: published } as never)
    .eq('id', id)
    .select('id')
  if (error) throw error
  if (!data || data.length === 0) throw notFoundError()
}

export function useSetPublished(config: ResourceConfig) {
  const queryClient = useQueryClient()
  const invalidate = useInvalidateResource(config)
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      setPublished(config, id, published),
    onSuccess: (_data, { id, published }) => {
      // The switch shows the new state at once; the refetch then confirms it.
      const column = config.publish?.column
      if (column) {
        queryClient.setQueriesData<RowPage>({ queryKey: adminKeys.lists(config.table) }, (page) =>
          page
            ? {
                ...page,
                rows: page.rows.map((r) => (r.id === id ? { ...r, [column]: published } : r)),
              }
            : page,
        )
      }
      return invalidate()
    },
  })
}
