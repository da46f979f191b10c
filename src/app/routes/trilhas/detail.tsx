import { useParams } from 'react-router-dom'
import { TrilhaDetail } from '@/features/tracks/components/trilha-detail'

export function Component() {
  const { id = '' } = useParams()
  return <TrilhaDetail key={id} id={id} />
}
