import { useParams, useSearchParams } from 'react-router-dom'
import { NewsArticleView } from '@/features/news/components/news-article'

export function Component() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const preview = params.get('previa') === '1'
  return <NewsArticleView key={`${id}:${preview}`} idOrSlug={id} preview={preview} />
}

// Its Markdown is rendered over the pre-rendered HTML in the first render (no skeleton flash).
export { preloadMarkdown as preload } from '@/components/ui/markdown'
