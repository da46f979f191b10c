import { metaFor, researchListPath } from '@/config/paths'
import { PaginaHeader } from '@/features/institutional/components/pagina-header'
import { PesquisasList } from '@/features/research/components/pesquisas-list'

export function Component() {
  return (
    <>
      <PaginaHeader
        section="redes-e-projetos"
        slug="pesquisas"
        fallback={metaFor(researchListPath)}
      />
      <PesquisasList />
    </>
  )
}
