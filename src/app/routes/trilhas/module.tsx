import { useParams } from 'react-router-dom'
import { TrackModuleView } from '@/features/tracks/components/track-module-view'

export function Component() {
  const { trilhaId = '', moduloId = '' } = useParams()
  return <TrackModuleView key={`${trilhaId}/${moduloId}`} trilhaId={trilhaId} moduloId={moduloId} />
}
