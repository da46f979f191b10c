import { useSearchParams } from 'react-router-dom'
import { normalizeMediaFolder, type MediaSort } from '@/staff/api/list-media'

const FOLDER_PARAM = 'pasta'
const SORT_PARAM = 'ordem'
/** `?ordem=` values (the admin lists' `column.direction` form); newest first when absent. */
const sortParams: Record<MediaSort, string> = {
  newest: 'created_at.desc',
  name: 'name.asc',
}

/** The library's place in the URL: `?pasta=` (the folder) and `?ordem=` (the files' order). */
export function useMediaLocation() {
  const [params, setParams] = useSearchParams()
  const folder = normalizeMediaFolder(params.get(FOLDER_PARAM))
  const sort: MediaSort = params.get(SORT_PARAM) === sortParams.name ? 'name' : 'newest'

  /** The link (search part) to another folder, keeping the order. */
  function folderHref(target: string): string {
    const next = new URLSearchParams(params)
    if (target) next.set(FOLDER_PARAM, target)
    else next.delete(FOLDER_PARAM)
    const qs = next.toString()
    return qs ? `?${qs}` : '?'
  }

  function setSort(value: MediaSort) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === 'newest') next.delete(SORT_PARAM)
        else next.set(SORT_PARAM, sortParams[value])
        return next
      },
      { replace: true },
    )
  }

  return { folder, sort, folderHref, setSort }
}
