import { queryOptions, useQuery } from '@tanstack/react-query'
import { getManifestos } from './get-manifestos'
import { manifestoKeys } from './keys'

export const HOME_MANIFESTOS_LIMIT = 3

/** Home page read: the newest active manifestos, with the total so the page knows if there are more. */
export const homeManifestosQueryOptions = (limit = HOME_MANIFESTOS_LIMIT) =>
  queryOptions({
    queryKey: manifestoKeys.home(limit),
    queryFn: () => getManifestos({ thematic: null, page: 1, pageSize: limit }),
  })

export function useHomeManifestos(limit = HOME_MANIFESTOS_LIMIT) {
  return useQuery(homeManifestosQueryOptions(limit))
}
