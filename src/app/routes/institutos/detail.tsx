import { useParams } from 'react-router-dom'
import { InstituteDetail } from '@/features/institutional/components/institute-detail'

export function Component() {
  const { id = '' } = useParams()
  return <InstituteDetail key={id} id={id} />
}

// Its Markdown is rendered over the pre-rendered HTML in the first render (no skeleton flash).
export { preloadMarkdown as preload } from '@/components/ui/markdown'
