export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (params: { page: number; pageSize: number; search: string }) =>
    [...newsKeys.lists(), params] as const,
  article: (idOrSlug: string) => [...newsKeys.all, 'article', idOrSlug] as const,
  preview: (idOrSlug: string) => [...newsKeys.all, 'preview', idOrSlug] as const,
  adjacent: (params: { id: string; publishedAt: string }) =>
    [...newsKeys.all, 'adjacent', params] as const,
}
