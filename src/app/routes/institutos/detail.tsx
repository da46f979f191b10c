import { useParams } from 'react-router-dom'
import { InstitutoDetail } from '@/features/institutional/components/instituto-detail'

export function Component() {
  const { id = '' } = useParams()
  return <InstitutoDetail key={id} id={id} />
}
