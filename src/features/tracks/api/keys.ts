export const trackKeys = {
  all: ['tracks'] as const,
  list: (params: { page: number; pageSize: number }) => [...trackKeys.all, 'list', params] as const,
  detail: (idOrSlug: string) => [...trackKeys.all, 'detail', idOrSlug] as const,
  module: (params: { trilhaId: string; moduloId: string }) =>
    [...trackKeys.all, 'module', params] as const,
}
