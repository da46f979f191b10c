export const authorKeys = {
  all: ['authors'] as const,
  detail: (id: string) => [...authorKeys.all, 'detail', id] as const,
  articles: (params: { authorId: string; page: number; pageSize: number }) =>
    [...authorKeys.all, 'articles', params] as const,
}
