import {
  manifestosPath,
  newsListPath,
  portalPath,
  programsPath,
  researchListPath,
  tracksPath,
} from '@/config/paths'
export const searchMessages = {
  title: 'Busca',
  description: 'Encontre notícias, programas, pesquisas, trilhas, manifestos e publicações do MOV.',
  label: 'O que você procura?',
  placeholder: 'Ex.: saúde mental, orçamento, clima',
  submit: 'Buscar',
  resultsHeading: 'Resultados',
  count: (n: number, term: string) =>
    `${n === 1 ? '1 resultado' : `${n} resultados`} para “${term}”`,
  emptyTitle: (term: string) => `Nenhum resultado para “${term}”.`,
  emptyDescription:
    'Confira a grafia, use menos palavras ou experimente uma das buscas abaixo. Acentos e maiúsculas não fazem diferença.',
  startTitle: 'Busque em todo o site',
  startDescription:
    'Digite uma ou mais palavras: acentos e maiúsculas não fazem diferença, e o plural encontra o singular.',
  examplesHeading: 'Experimente buscar',
  sectionsHeading: 'Ou navegue pelas seções',
  errorTitle: 'Não foi possível buscar agora.',
  more: 'Ver mais resultados',
  loadingMore: 'Carregando…',
  openDocument: 'Abrir documento',
  newTab: '(abre em nova aba)',
} as const

/** Searches that find something in the seed data and are typical of what visitors look for. */
export const exampleSearches = ['saúde mental', 'orçamento público', 'clima', 'juventude'] as const

export const sectionLinks = [
  { href: newsListPath, label: 'Notícias' },
  { href: programsPath, label: 'Programas' },
  { href: researchListPath, label: 'Pesquisas' },
  { href: tracksPath, label: 'Trilhas Formativas' },
  { href: manifestosPath, label: 'Manifestos' },
  { href: portalPath, label: 'Portal de Conteúdos' },
] as const
