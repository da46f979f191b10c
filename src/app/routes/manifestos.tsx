import { ManifestosPage } from '@/features/manifestos/components/manifestos-page'

export function Component() {
  return <ManifestosPage />
}
