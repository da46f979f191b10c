import { useParams } from 'react-router-dom'
import { ProgramDetailPage } from '@/features/programs/components/program-detail-page'

export function Component() {
  const { id = '' } = useParams()
  return <ProgramDetailPage key={id} id={id} />
}
