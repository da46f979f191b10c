import { useParams } from 'react-router-dom'
import { NewsArticleView } from '@/features/news/components/news-article'

export function Component() {
  const { id = '' } = useParams()
  return <NewsArticleView key={id} idOrSlug={id} />
}
