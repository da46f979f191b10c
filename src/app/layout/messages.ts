// The pt-BR words of the site's frame: skip link, header, menus, footer, error boundary and offline
// banner. Plain string constants only: the build writes each one where it is used (vite.config.ts,
// rolldown's `inlineConst`), so this module adds nothing to the home page's first load, which has no
// room left (scripts/bench.mjs). An object or a function here would ship whole with the entry, as
// the typed paths would have (docs/decisions/typed-paths.md).

export const skipToContent = 'Pular para o conteúdo'

// Header
export const homeLogoTitle = 'MOV — página inicial'
export const mainNavLabel = 'Principal'
export const programsNavLabel = 'Programas'
export const newsNavLabel = 'Notícias'
/** The cart button's name: "Abrir carrinho", then ", 2 itens" and ", pagamento em andamento". */
export const openCartLabel = 'Abrir carrinho'
export const cartItem = 'item'
export const cartItems = 'itens'
export const checkoutPendingSuffix = ', pagamento em andamento'
export const openMenuLabel = 'Abrir menu'
export const closeMenuLabel = 'Fechar menu'

// Menus: the mega-menus (wide screens) and the mobile menu
export const megaMenusLabel = 'Menus institucionais'
export const mobileMenuLabel = 'Menu'
export const navigationGroup = 'Navegação'
export const institutionalMenu = 'Institucional'
export const networkMenu = 'Redes & Projetos'
export const resourcesMenu = 'Recursos'
export const executiveSystemLabel = 'Sistema Executivo'
export const transparencyPortalLabel = 'Portal da Transparência'
export const newTabNote = '(abre em nova aba)'

// Footer
export const underConstructionTitle = '🚧 Funcionalidade em construção!'
export const underConstructionDescription =
  'Estamos trabalhando nisso. Fique ligado para mais novidades! 🚀'
export const footerDonate = 'Doe para o MOV'
export const socialLinksLabel = 'Redes sociais'
export const instagramLabel = 'Instagram do MOV'
export const facebookLabel = 'Facebook do MOV'
export const linkedinLabel = 'LinkedIn do MOV'
export const sdgSealAlt = 'Selo ODS — Objetivos de Desenvolvimento Sustentável'
export const cnpjLabel = 'CNPJ:'
export const legalLinksLabel = 'Informações legais'
export const allRightsReserved = 'Todos os direitos reservados.'

// The error boundary of every page
export const routeErrorDocumentTitle = 'Algo deu errado | MOV'
export const routeErrorTitle = 'Algo deu errado nesta página'
export const routeErrorDescription =
  'Não foi possível mostrar esta página. Tente novamente em instantes.'
export const routeErrorRetry = 'Tentar novamente'
export const routeErrorHome = 'Voltar para o início'

// Connection
/** What the offline banner says while the browser is offline (the banner and its plain stand-in). */
export const offlineText =
  'Você está sem conexão. Mostraremos o conteúdo atualizado assim que a internet voltar.'
export const backOnlineText = 'Conexão restabelecida.'
export const closeNoticeLabel = 'Fechar aviso'
