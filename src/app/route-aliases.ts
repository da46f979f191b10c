// Addresses in Portuguese a visitor may type or guess, sent on to the routes of the specification
// (which keep their names). The static host answers them with a 301 (static-host.ts); in the app,
// the not-found page (a lazy chunk, so the table stays off the first load) replaces the address.

export const routeAliases: Array<{ from: string; to: string }> = [
  { from: '/loja', to: '/store' },
  { from: '/loja/:id', to: '/product/:id' },
  { from: '/produto/:id', to: '/product/:id' },
  { from: '/noticia', to: '/noticias' },
  { from: '/noticia/:id', to: '/noticias/:id' },
  { from: '/programa', to: '/programas' },
  { from: '/programa/:id', to: '/programas/:id' },
  { from: '/autor/:id', to: '/autores/:id' },
  { from: '/pesquisas', to: '/redes-e-projetos/pesquisas' },
  { from: '/trilhas', to: '/redes-e-projetos/trilhas-formativas' },
  { from: '/participe', to: '/junte-se-a-nos' },
  { from: '/entrar', to: '/login' },
  { from: '/cadastro', to: '/register' },
  { from: '/portal', to: '/portal-pdc' },
  { from: '/manifesto', to: '/manifestos' },
  { from: '/doe', to: '/doar' },
  { from: '/doacao', to: '/doar' },
  { from: '/doacoes', to: '/doar' },
  { from: '/pesquisar', to: '/busca' },
  { from: '/esqueci-minha-senha', to: '/recuperar-senha' },
  { from: '/politica-de-privacidade', to: '/privacidade' },
  { from: '/lgpd', to: '/privacidade' },
  { from: '/privacy', to: '/privacidade' },
  { from: '/accessibility', to: '/acessibilidade' },
]

/** The route an alias address stands for (its parameters carried over), or null. */
export function aliasTarget(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  for (const { from, to } of routeAliases) {
    const names: string[] = []
    const source = from.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name)
      return '([^/]+)'
    })
    const match = new RegExp(`^${source}$`).exec(path)
    if (match)
      return to.replace(/:(\w+)/g, (_, name: string) => match[names.indexOf(name) + 1] ?? '')
  }
  return null
}
