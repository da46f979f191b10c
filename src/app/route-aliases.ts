// Addresses in Portuguese a visitor may type or guess, sent on to the routes of the specification
// (which keep their names). The static host answers them with a 301 (static-host.ts); in the app,
// the not-found page (a lazy chunk, so the table stays off the first load) replaces the address.
import {
  accessibilityPath,
  authorPath,
  donatePath,
  forgotPasswordPath,
  joinPath,
  loginPath,
  manifestosPath,
  newsArticlePath,
  newsListPath,
  portalPath,
  privacyPath,
  productPath,
  programPath,
  programsPath,
  registerPath,
  researchListPath,
  searchPath,
  storePath,
  tracksPath,
} from '@/config/paths'

export const routeAliases: Array<{ from: string; to: string }> = [
  { from: '/loja', to: storePath },
  { from: '/loja/:id', to: productPath },
  { from: '/produto/:id', to: productPath },
  { from: '/noticia', to: newsListPath },
  { from: '/noticia/:id', to: newsArticlePath },
  { from: '/programa', to: programsPath },
  { from: '/programa/:id', to: programPath },
  { from: '/autor/:id', to: authorPath },
  { from: '/pesquisas', to: researchListPath },
  { from: '/trilhas', to: tracksPath },
  { from: '/participe', to: joinPath },
  { from: '/entrar', to: loginPath },
  { from: '/cadastro', to: registerPath },
  { from: '/portal', to: portalPath },
  { from: '/manifesto', to: manifestosPath },
  { from: '/doe', to: donatePath },
  { from: '/doacao', to: donatePath },
  { from: '/doacoes', to: donatePath },
  { from: '/pesquisar', to: searchPath },
  { from: '/esqueci-minha-senha', to: forgotPasswordPath },
  { from: '/politica-de-privacidade', to: privacyPath },
  { from: '/lgpd', to: privacyPath },
  { from: '/privacy', to: privacyPath },
  { from: '/accessibility', to: accessibilityPath },
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
