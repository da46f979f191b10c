import { NewsList } from '@/features/news/components/news-list'

export function Component() {
  return <NewsList />
}
