import { useParams } from 'react-router-dom'
import { ResearchDetail } from '@/features/research/components/research-detail'

export function Component() {
  const { id = '' } = useParams()
  return <ResearchDetail key={id} id={id} />
}
