export interface ManifestoListParams {
  thematic: string | null
  page: number
  pageSize: number
}

export const manifestoKeys = {
  all: ['manifestos'] as const,
  home: (limit: number) => [...manifestoKeys.all, 'home', { limit }] as const,
  list: (params: ManifestoListParams) => [...manifestoKeys.all, 'list', params] as const,
  thematics: () => [...manifestoKeys.all, 'thematics'] as const,
}
