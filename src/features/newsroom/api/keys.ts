import type { NewsState } from '../news-state'

export interface NewsFilters {
  state: NewsState | null
  authorId: string | null
  search: string
}

export interface NewsListParams extends NewsFilters {
  page: number
  pageSize: number
}

export const newsroomKeys = {
  all: ['newsroom'] as const,
  lists: () => [...newsroomKeys.all, 'list'] as const,
  list: (params: NewsListParams) => [...newsroomKeys.lists(), params] as const,
  article: (id: string) => [...newsroomKeys.all, 'article', id] as const,
  authorOptions: () => [...newsroomKeys.all, 'author-options'] as const,
  authorArticles: (authorId: string) => [...newsroomKeys.all, 'author-articles', authorId] as const,
}
