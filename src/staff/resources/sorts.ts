import type { OrderTerm, SortOption } from './types'

const TIEBREAK: OrderTerm = ['id', 'asc']

/** A sort on one column (`title.asc`), with `id` as the last, stable tiebreak. */
export function sortBy(
  value: `${string}.${'asc' | 'desc'}`,
  label: string,
  ...then: OrderTerm[]
): SortOption {
  const [column = 'id', direction] = value.split('.')
  return {
    value,
    label,
    order: [[column, direction === 'desc' ? 'desc' : 'asc'], ...then, TIEBREAK],
  }
}

export const DISPLAY_ORDER = 'display_order.asc'

/**
 * The site's order, as `move_display_order` sees it (display_order, then created_at, then id),
 * grouped by the ordering scope when there is one (the rows that move among themselves).
 */
export function displayOrderSort(scope?: string): SortOption {
  return {
    value: DISPLAY_ORDER,
    label: 'Ordem de exibição no site',
    order: [
      ...(scope ? ([[scope, 'asc']] as OrderTerm[]) : []),
      ['display_order', 'asc'],
      ['created_at', 'asc'],
      TIEBREAK,
    ],
  }
}

export const newestFirst = sortBy('created_at.desc', 'Cadastrados mais recentemente')
