import { metaFor, tracksPath } from '@/config/paths'
import { PaginaHeader } from '@/features/institutional/components/pagina-header'
import { TrilhasList } from '@/features/tracks/components/trilhas-list'

export function Component() {
  return (
    <>
      <PaginaHeader
        section="redes-e-projetos"
        slug="trilhas-formativas"
        fallback={metaFor(tracksPath)}
      />
      <TrilhasList />
    </>
  )
}
