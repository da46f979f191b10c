import { institutesPath, metaFor } from '@/config/paths'
import { InstitutosList } from '@/features/institutional/components/institutos-list'
import { PaginaHeader } from '@/features/institutional/components/pagina-header'

export function Component() {
  return (
    <>
      <PaginaHeader section="institucional" slug="institutos" fallback={metaFor(institutesPath)} />
      <InstitutosList />
    </>
  )
}
