import { useParams } from 'react-router-dom'
import { ResearchDetail } from '@/features/research/components/research-detail'

export function Component() {
  const { id = '' } = useParams()
  return <ResearchDetail key={id} id={id} />
}

// Its Markdown is rendered over the pre-rendered HTML in the first render (no skeleton flash).
export { preloadMarkdown as preload } from '@/components/ui/markdown'
