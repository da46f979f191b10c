export interface PublicationListParams {
  /** Words searched in the title or the authors. */
  search: string
  thematic: string | null
  page: number
  pageSize: number
}

export const publicationKeys = {
  all: ['publications'] as const,
  home: (limit: number) => [...publicationKeys.all, 'home', { limit }] as const,
  list: (params: PublicationListParams) => [...publicationKeys.all, 'list', params] as const,
  thematics: () => [...publicationKeys.all, 'thematics'] as const,
}
