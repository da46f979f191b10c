// Route paths, page titles and the navigation structure of the header menus.

export interface NavLink {
  href: string
  label: string
  description?: string
}

export const institutionalLinks: NavLink[] = [
  {
    href: '/institucional/presidencia-geral',
    label: 'Presidência Geral',
    description: 'Quem coordena o movimento',
  },
  {
    href: '/institucional/institutos',
    label: 'Institutos',
    description: 'Os institutos da rede MOV',
  },
  {
    href: '/institucional/presidencias',
    label: 'Presidências',
    description: 'Presidências estaduais e regionais',
  },
  {
    href: '/institucional/nossa-historia',
    label: 'Nossa História',
    description: 'Como o MOV nasceu e cresceu',
  },
  {
    href: '/institucional/representacoes',
    label: 'Representações',
    description: 'Fóruns, conselhos e coalizões',
  },
  { href: '/institucional/parceiros', label: 'Parceiros', description: 'Quem caminha com a gente' },
  { href: '/institucional/estrutura', label: 'Estrutura', description: 'Organização e governança' },
  {
    href: '/institucional/guias-documentos',
    label: 'Guias & Documentos',
    description: 'Estatuto, relatórios e guias',
  },
]

export interface NavColumn {
  title: string
  links: NavLink[]
}

export const networkColumns: NavColumn[] = [
  {
    title: 'Redes',
    links: [
      {
        href: '/redes-e-projetos/egide',
        label: 'Égide',
        description: 'Rede de proteção e cuidado',
      },
      {
        href: '/redes-e-projetos/mov-pelo-futuro',
        label: 'MOV pelo Futuro',
        description: 'Mobilização pelo clima e pelo amanhã',
      },
      {
        href: '/redes-e-projetos/conectamov',
        label: 'ConectaMOV',
        description: 'Rede de jovens conectados',
      },
      {
        href: '/redes-e-projetos/rede-conselheiros',
        label: 'Rede de Conselheiros',
        description: 'Jovens em conselhos de direitos',
      },
    ],
  },
  {
    title: 'Projetos & Formação',
    links: [
      {
        href: '/redes-e-projetos/trilhas-formativas',
        label: 'Trilhas Formativas',
        description: 'Cursos e módulos de formação',
      },
      {
        href: '/redes-e-projetos/pesquisas',
        label: 'Pesquisas',
        description: 'Estudos sobre juventudes',
      },
      { href: '/redes-e-projetos/fdca-al', label: 'FDCA-AL', description: 'Fórum DCA de Alagoas' },
      {
        href: '/redes-e-projetos/observatorio',
        label: 'Observatório',
        description: 'Dados e indicadores das juventudes',
      },
    ],
  },
]

export const networkLinks: NavLink[] = networkColumns.flatMap((c) => c.links)

export const resourceLinks: NavLink[] = [
  { href: '/portal-pdc', label: 'Portal de Conteúdos' },
  { href: '/manifestos', label: 'Manifestos' },
  { href: '/mov-plus', label: 'MOV+ Pontos' },
]

export const mainLinks: NavLink[] = [
  { href: '/programas', label: 'Programas' },
  { href: '/noticias', label: 'Notícias' },
  { href: '/store', label: 'Loja' },
  { href: '/portal-pdc', label: 'Portal de Conteúdos' },
  { href: '/manifestos', label: 'Manifestos' },
]

/** The account pages: sign-in, sign-up, asking for a reset link, and the page that link opens. */
export const authPaths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/recuperar-senha',
  resetPassword: '/redefinir-senha',
} as const

export const joinLink: NavLink = { href: '/junte-se-a-nos', label: 'Participe!' }
export const adminLink: NavLink = { href: '/admin', label: 'Administrador' }
/** The donation page (header, phone menu and footer). */
export const donateLink: NavLink = { href: '/doar', label: 'Doe' }
/** The site-wide search (the header's search button). */
export const searchLink: NavLink = { href: '/busca', label: 'Buscar no site' }

/** The privacy notice (LGPD) and the accessibility statement: footer and consent lines. */
export const privacyLink: NavLink = { href: '/privacidade', label: 'Política de privacidade' }
export const accessibilityLink: NavLink = { href: '/acessibilidade', label: 'Acessibilidade' }

/** Title and description of every static route; pages about one item set their own. */
export const pageMeta: Record<string, { title: string; description: string }> = {
  '/': {
    title: 'MOV — O futuro começa agora',
    description:
      'Conecte-se, participe e cresça com o MOV, o movimento que conecta jovens ao futuro.',
  },
  '/programas': {
    title: 'Programas',
    description: 'Conheça os programas do MOV para jovens de todo o Brasil.',
  },
  '/noticias': { title: 'Notícias', description: 'As últimas notícias do movimento MOV.' },
  '/junte-se-a-nos': {
    title: 'Participe!',
    description:
      'Junte-se ao MOV: seja voluntário, participe dos programas e acumule pontos no MOV+.',
  },
  '/doar': {
    title: 'Faça uma Doação',
    description: 'Doe para o MOV pelo Pix (copia e cola ou QR Code) ou por transferência bancária.',
  },
  '/login': { title: 'Entrar', description: 'Entre na sua conta do MOV.' },
  '/register': { title: 'Criar conta', description: 'Crie sua conta no MOV.' },
  '/mov-plus': {
    title: 'MOV+',
    description: 'A plataforma de pontos do MOV: missões, recompensas e ranking.',
  },
  '/store': { title: 'Loja', description: 'Produtos oficiais do MOV: vista o movimento.' },
  '/success': {
    title: 'Retorno do pagamento',
    description: 'O retorno da página de pagamento da loja do MOV.',
  },
  '/portal-pdc': {
    title: 'Portal de Conteúdos',
    description: 'Publicações, cartilhas e estudos do MOV para ler e baixar.',
  },
  '/manifestos': { title: 'Manifestos', description: 'Os manifestos assinados pelo MOV.' },
  '/admin': { title: 'Administrador', description: 'Área restrita da administração do MOV.' },
  '/escritor': { title: 'Escritor', description: 'Área restrita dos escritores do MOV.' },
  '/mov-plus/admin': {
    title: 'PG MOV+',
    description: 'Área restrita da presidência geral do MOV+.',
  },
  ...Object.fromEntries(
    [...institutionalLinks, ...networkLinks].map((l) => [
      l.href,
      { title: l.label, description: `${l.label} — ${l.description ?? ''}. Conheça o MOV.` },
    ]),
  ),
}

export function metaFor(path: string): { title: string; description: string } {
  return pageMeta[path] ?? { title: 'MOV', description: 'MOV: conectando jovens ao futuro.' }
}
