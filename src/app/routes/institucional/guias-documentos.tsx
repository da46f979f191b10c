import { documentsPath, metaFor } from '@/config/paths'
import { DocumentosList } from '@/features/institutional/components/documentos-list'
import { PaginaHeader } from '@/features/institutional/components/pagina-header'

export function Component() {
  return (
    <>
      <PaginaHeader
        section="institucional"
        slug="guias-documentos"
        fallback={metaFor(documentsPath)}
      />
      <DocumentosList />
    </>
  )
}
