// The institutional and network pages whose text comes from the `paginas` table: one route each
// (`/<section>/<slug>`). The router mounts them and the admin area offers exactly these.

export type ContentSection = 'institucional' | 'redes-e-projetos'

interface ContentPageRoute {
  section: ContentSection
  slug: string
}

export const contentPages: readonly ContentPageRoute[] = [
  { section: 'institucional', slug: 'presidencia-geral' },
  { section: 'institucional', slug: 'presidencias' },
  { section: 'institucional', slug: 'nossa-historia' },
  { section: 'institucional', slug: 'estrutura' },
  { section: 'redes-e-projetos', slug: 'egide' },
  { section: 'redes-e-projetos', slug: 'mov-pelo-futuro' },
  { section: 'redes-e-projetos', slug: 'conectamov' },
  { section: 'redes-e-projetos', slug: 'rede-conselheiros' },
  { section: 'redes-e-projetos', slug: 'fdca-al' },
  { section: 'redes-e-projetos', slug: 'observatorio' },
]

export function contentPagePath({ section, slug }: ContentPageRoute): string {
  return `/${section}/${slug}`
}
