export const researchKeys = {
  all: ['research'] as const,
  list: (params: { page: number; pageSize: number }) =>
    [...researchKeys.all, 'list', params] as const,
  detail: (idOrSlug: string) => [...researchKeys.all, 'detail', idOrSlug] as const,
}
