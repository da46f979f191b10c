// The site's addresses the e2e journeys walk through, in one place. A unit test
// (src/app/router.test.tsx) holds `publicStaticRoutes` equal to the route table, so a route added
// to the app and not here fails a test instead of going unchecked.

/** Every public page whose address has no parameter. */
export const publicStaticRoutes = [
  '/',
  '/institucional/presidencia-geral',
  '/institucional/institutos',
  '/institucional/presidencias',
  '/institucional/nossa-historia',
  '/institucional/representacoes',
  '/institucional/parceiros',
  '/institucional/estrutura',
  '/institucional/guias-documentos',
  '/redes-e-projetos/egide',
  '/redes-e-projetos/mov-pelo-futuro',
  '/redes-e-projetos/conectamov',
  '/redes-e-projetos/rede-conselheiros',
  '/redes-e-projetos/trilhas-formativas',
  '/redes-e-projetos/pesquisas',
  '/redes-e-projetos/fdca-al',
  '/redes-e-projetos/observatorio',
  '/programas',
  '/noticias',
  '/junte-se-a-nos',
  '/doar',
  '/busca',
  '/login',
  '/register',
  '/recuperar-senha',
  '/redefinir-senha',
  '/mov-plus',
  '/store',
  '/success',
  '/portal-pdc',
  '/manifestos',
  '/privacidade',
  '/acessibilidade',
]

/** The staff areas' entry pages (their own layout). */
export const staffRoutes = ['/admin', '/escritor', '/mov-plus/admin']

/** An address that matches no route. */
export const unknownRoute = '/nao-existe'
