export type ContentPageSection = 'institucional' | 'redes-e-projetos'

export const institutionalKeys = {
  all: ['institutional'] as const,
  contentPage: (section: ContentPageSection, slug: string) =>
    [...institutionalKeys.all, 'pagina', section, slug] as const,
  institutes: (params: { page: number; pageSize: number }) =>
    [...institutionalKeys.all, 'institutos', params] as const,
  institute: (id: string) => [...institutionalKeys.all, 'instituto', id] as const,
  documents: (params: { page: number; pageSize: number }) =>
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
