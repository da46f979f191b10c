import { formatDate } from '@/lib/format'
import { useOptions } from '../../api/list-options'
import { listMessages as t } from '../../messages'
import type { ListColumn, OptionSource, ResourceRow } from '../../resources/types'

function ForeignName({
  source,
  id,
  emptyLabel,
}: {
  source: OptionSource
  id: unknown
  emptyLabel: string
}) {
  const options = useOptions(source)
  if (typeof id !== 'string' || id === '')
    return <span className="text-gray-700">{emptyLabel}</span>
  return <>{options.data?.find((o) => o.value === id)?.label ?? '…'}</>
}

/** One column's value of a row, as the list shows it (date in pt-BR, thumbnail, label). */
export function Cell({ column, row }: { column: ListColumn; row: ResourceRow }) {
  const value = row[column.key]
  switch (column.kind) {
    case 'date':
      return <>{formatDate(typeof value === 'string' ? value : null)}</>
    case 'image':
      return typeof value === 'string' && value !== '' ? (
        <img
          src={value}
          alt=""
          loading="lazy"
          className="h-12 w-12 rounded-lg border border-gray-200 bg-gray-50 object-contain"
        />
      ) : (
        <span className="text-sm text-gray-700">{t.noImage}</span>
      )
    case 'enum':
      return <>{typeof value === 'string' ? (column.labels[value] ?? value) : ''}</>
    case 'foreign':
      return <ForeignName source={column.source} id={value} emptyLabel={column.emptyLabel} />
    case 'number':
      return <>{typeof value === 'number' ? String(value) : ''}</>
    default:
      return <>{value === null || value === undefined ? '' : String(value)}</>
  }
}
