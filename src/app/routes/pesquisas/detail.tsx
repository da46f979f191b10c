import { useParams } from 'react-router-dom'
import { PesquisaDetail } from '@/features/research/components/pesquisa-detail'

export function Component() {
  const { id = '' } = useParams()
  return <PesquisaDetail key={id} id={id} />
}
