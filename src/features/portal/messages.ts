export const portalMessages = {
  homeTitle: 'Acesse Nossos Conteúdos',
  homeSubtitle: 'Publicações, cartilhas e estudos produzidos pelo MOV.',
  seeAll: 'Ver todos os conteúdos',
  previousPage: 'Conteúdos anteriores',
  nextPage: 'Próximos conteúdos',
  pageStatus: (page: number, pages: number) => `Página ${page} de ${pages}`,
  listTitle: 'Portal de Conteúdos',
  listDescription: 'Publicações, cartilhas e estudos do MOV para ler e baixar.',
  search: 'Buscar por título, autor ou tema',
  searchHint: 'Ex.: clima, Ana Clara',
  thematic: 'Temática',
  allThematics: 'Todas as temáticas',
  open: 'Abrir',
  download: 'Baixar',
  newTab: '(abre em nova aba)',
  by: 'Por',
  emptyTitle: 'Nenhuma publicação encontrada.',
  emptyFiltered: 'Tente outra busca ou outra temática.',
  emptyNone: 'Novas publicações serão divulgadas em breve.',
  errorTitle: 'Não foi possível carregar as publicações.',
  loading: 'Carregando publicações',
  filterLabel: 'Buscar publicações',
  noFile: 'Arquivo indisponível',
} as const

/** Local image shown when a publication has none. */
export const DEFAULT_PUBLICATION_IMAGE = '/images/portal/publicacao-padrao.svg'
