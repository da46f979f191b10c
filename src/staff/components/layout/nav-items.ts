import { adminPaths } from '../../paths'

export interface AdminNavLink {
  href: string
  label: string
}

export type AdminNavEntry =
  { kind: 'link'; link: AdminNavLink } | { kind: 'group'; title: string; links: AdminNavLink[] }

/**
 * `page` on the link's own path, `true` inside it (a form under a list), else nothing. The area's
 * first page (`root`) is current only on itself.
 */
export function currentFor(
  href: string,
  pathname: string,
  root: string = adminPaths.root,
): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === href) return 'page'
  if (href !== root && path.startsWith(`${href}/`)) return 'true'
  return undefined
}
