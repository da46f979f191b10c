import type { PeopleSort, Role } from '../people-messages'

/** The people list's URL state (`q`, `perfil`, `ordem`, `pagina`). */
export interface PeopleListParams {
  search: string
  role: Role | null
  sort: PeopleSort
  page: number
  pageSize: number
}

export const peopleKeys = {
  all: ['admin', 'people'] as const,
  list: (params: PeopleListParams) => [...peopleKeys.all, 'list', params] as const,
}
