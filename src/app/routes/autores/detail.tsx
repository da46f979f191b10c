import { useParams } from 'react-router-dom'
import { AuthorProfile } from '@/features/authors/components/author-profile'

export function Component() {
  const { id = '' } = useParams()
  return <AuthorProfile key={id} id={id} />
}
