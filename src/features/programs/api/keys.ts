export interface ProgramListParams {
  category: string | null
  year: number | null
  page: number
  pageSize: number
}

export const programKeys = {
  all: ['programs'] as const,
  home: (limit: number) => [...programKeys.all, 'home', { limit }] as const,
  list: (params: ProgramListParams) => [...programKeys.all, 'list', params] as const,
  filters: () => [...programKeys.all, 'filters'] as const,
  detail: (id: string) => [...programKeys.all, 'detail', id] as const,
}
