import { useParams } from 'react-router-dom'
import { TrackDetail } from '@/features/tracks/components/track-detail'

export function Component() {
  const { id = '' } = useParams()
  return <TrackDetail key={id} id={id} />
}
