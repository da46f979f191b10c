import { SearchPage } from '@/features/search/components/search-page'

export function Component() {
  return <SearchPage />
}
