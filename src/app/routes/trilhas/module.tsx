import { useParams } from 'react-router-dom'
import { TrackModuleView } from '@/features/tracks/components/track-module-view'

export function Component() {
  const { trilhaId = '', moduloId = '' } = useParams()
  return <TrackModuleView key={`${trilhaId}/${moduloId}`} trilhaId={trilhaId} moduloId={moduloId} />
}

// Its Markdown is rendered over the pre-rendered HTML in the first render (no skeleton flash).
export { preloadMarkdown as preload } from '@/components/ui/markdown'
