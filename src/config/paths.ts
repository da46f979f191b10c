// Every route of the site, once: its pattern (what src/app/router.tsx matches) as a plain string
// constant, and `href()` to build the address of a route with parameters. Then the navigation of
// the header menus and the titles of the static pages, built from those constants.
//
// One constant a route, not an object: the build inlines imported constants (vite.config.ts,
// `inlineConst`), so the first load pays nothing for a pattern and each chunk carries only the
// addresses it links to. A route without parameters is its own address (`to={programsPath}`).

export const homePath = '/'
export const programsPath = '/programas'
export const programPath = '/programas/:id'
export const newsListPath = '/noticias'
export const newsArticlePath = '/noticias/:id'
export const authorPath = '/autores/:id'
export const institutesPath = '/institucional/institutos'
export const institutePath = '/institutos/:id'
export const representationsPath = '/institucional/representacoes'
export const partnersPath = '/institucional/parceiros'
export const documentsPath = '/institucional/guias-documentos'
export const tracksPath = '/redes-e-projetos/trilhas-formativas'
export const trackPath = '/trilhas/:id'
export const trackModulePath = '/trilhas/:trilhaId/modulo/:moduloId'
export const researchListPath = '/redes-e-projetos/pesquisas'
export const researchPath = '/pesquisas/:id'
export const joinPath = '/junte-se-a-nos'
export const donatePath = '/doar'
export const loginPath = '/login'
export const registerPath = '/register'
export const forgotPasswordPath = '/recuperar-senha'
export const resetPasswordPath = '/redefinir-senha'
/** The signed-in account's own pages (src/app/routes/conta): `${accountPath}/*` in the router. */
export const accountPath = '/conta'
export const accountSecurityPath = '/conta/seguranca'
export const movPlusPath = '/mov-plus'
/** The MOV+ presidency's area, with its own routes under it (`/*` in the router). */
export const movPlusAdminPath = '/mov-plus/admin'
export const storePath = '/store'
export const productPath = '/product/:id'
/** Where the store's hosted checkout sends the shopper back. */
export const checkoutReturnPath = '/success'
export const portalPath = '/portal-pdc'
export const manifestosPath = '/manifestos'
export const searchPath = '/busca'
export const privacyPath = '/privacidade'
export const accessibilityPath = '/acessibilidade'
/** The staff areas, each with its own routes under it (`/*` in the router). */
export const adminPath = '/admin'
export const newsroomPath = '/escritor'

/** The patterns that take parameters: the only ones `href()` accepts. */
export type DynamicRoutePath =
  | typeof programPath
  | typeof newsArticlePath
  | typeof authorPath
  | typeof institutePath
  | typeof trackPath
  | typeof trackModulePath
  | typeof researchPath
  | typeof productPath

/** The `:name` parameters of a pattern. */
export type RouteParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The address of a route with parameters, each value encoded as one path segment. */
export function href<P extends DynamicRoutePath>(
  pattern: P,
  params: Record<RouteParams<P>, string>,
): string {
  return pattern.replace(/:(\w+)/g, (_, name: RouteParams<P>) => encodeURIComponent(params[name]))
}

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
    href: institutesPath,
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
    href: representationsPath,
    label: 'Representações',
    description: 'Fóruns, conselhos e coalizões',
  },
  { href: partnersPath, label: 'Parceiros', description: 'Quem caminha com a gente' },
  { href: '/institucional/estrutura', label: 'Estrutura', description: 'Organização e governança' },
  {
    href: documentsPath,
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
        href: tracksPath,
        label: 'Trilhas Formativas',
        description: 'Cursos e módulos de formação',
      },
      {
        href: researchListPath,
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
  { href: portalPath, label: 'Portal de Conteúdos' },
  { href: manifestosPath, label: 'Manifestos' },
  { href: movPlusPath, label: 'MOV+ Pontos' },
]

export const mainLinks: NavLink[] = [
  { href: programsPath, label: 'Programas' },
  { href: newsListPath, label: 'Notícias' },
  { href: storePath, label: 'Loja' },
  { href: portalPath, label: 'Portal de Conteúdos' },
  { href: manifestosPath, label: 'Manifestos' },
]

export const joinLink: NavLink = { href: joinPath, label: 'Participe!' }
export const adminLink: NavLink = { href: adminPath, label: 'Administrador' }
/** The donation page (header, phone menu and footer). */
export const donateLink: NavLink = { href: donatePath, label: 'Doe' }
/** The site-wide search (the header's search button). */
export const searchLink: NavLink = { href: searchPath, label: 'Buscar no site' }

/** The privacy notice (LGPD) and the accessibility statement: footer and consent lines. */
export const privacyLink: NavLink = { href: privacyPath, label: 'Política de privacidade' }
export const accessibilityLink: NavLink = { href: accessibilityPath, label: 'Acessibilidade' }

/** Title and description of every static route; pages about one item set their own. */
export const pageMeta: Record<string, { title: string; description: string }> = {
  [homePath]: {
    title: 'MOV — O futuro começa agora',
    description:
      'Conecte-se, participe e cresça com o MOV, o movimento que conecta jovens ao futuro.',
  },
  [programsPath]: {
    title: 'Programas',
    description: 'Conheça os programas do MOV para jovens de todo o Brasil.',
  },
  [newsListPath]: { title: 'Notícias', description: 'As últimas notícias do movimento MOV.' },
  [joinPath]: {
    title: 'Participe!',
    description:
      'Junte-se ao MOV: seja voluntário, participe dos programas e acumule pontos no MOV+.',
  },
  [donatePath]: {
    title: 'Faça uma Doação',
    description: 'Doe para o MOV pelo Pix (copia e cola ou QR Code) ou por transferência bancária.',
  },
  [loginPath]: { title: 'Entrar', description: 'Entre na sua conta do MOV.' },
  [registerPath]: { title: 'Criar conta', description: 'Crie sua conta no MOV.' },
  [movPlusPath]: {
    title: 'MOV+',
    description: 'A plataforma de pontos do MOV: missões, recompensas e ranking.',
  },
  [storePath]: { title: 'Loja', description: 'Produtos oficiais do MOV: vista o movimento.' },
  [checkoutReturnPath]: {
    title: 'Retorno do pagamento',
    description: 'O retorno da página de pagamento da loja do MOV.',
  },
  [portalPath]: {
    title: 'Portal de Conteúdos',
    description: 'Publicações, cartilhas e estudos do MOV para ler e baixar.',
  },
  [manifestosPath]: { title: 'Manifestos', description: 'Os manifestos assinados pelo MOV.' },
  [adminPath]: { title: 'Administrador', description: 'Área restrita da administração do MOV.' },
  [newsroomPath]: { title: 'Escritor', description: 'Área restrita dos escritores do MOV.' },
  [movPlusAdminPath]: {
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
