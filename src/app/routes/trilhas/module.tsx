import { useParams } from 'react-router-dom'
import { ModuloView } from '@/features/tracks/components/modulo-view'

export function Component() {
  const { trilhaId = '', moduloId = '' } = useParams()
  return <ModuloView key={`${trilhaId}/${moduloId}`} trilhaId={trilhaId} moduloId={moduloId} />
}
