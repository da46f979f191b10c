import { useParams } from 'react-router-dom'
import { InstituteDetail } from '@/features/institutional/components/institute-detail'

export function Component() {
  const { id = '' } = useParams()
  return <InstituteDetail key={id} id={id} />
}
