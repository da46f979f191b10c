export type PaginaSection = 'institucional' | 'redes-e-projetos'

export const institutionalKeys = {
  all: ['institutional'] as const,
  pagina: (section: PaginaSection, slug: string) =>
    [...institutionalKeys.all, 'pagina', section, slug] as const,
  institutos: (params: { page: number; pageSize: number }) =>
    [...institutionalKeys.all, 'institutos', params] as const,
  instituto: (id: string) => [...institutionalKeys.all, 'instituto', id] as const,
  documentos: (params: { page: number; pageSize: number }) =>
    [...institutionalKeys.all, 'documentos', params] as const,
}

export const partnerKeys = {
  all: ['partners'] as const,
  grouped: () => [...partnerKeys.all, 'grouped'] as const,
}

export const representationKeys = {
  all: ['representations'] as const,
  list: () => [...representationKeys.all, 'list'] as const,
}
