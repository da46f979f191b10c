import { resources } from '@/features/admin/resources/registry'
import { layoutMessages as t } from '../../messages'
import { adminPaths } from '../../paths'

export interface AdminNavLink {
  href: string
  label: string
}

export type AdminNavEntry =
  { kind: 'link'; link: AdminNavLink } | { kind: 'group'; title: string; links: AdminNavLink[] }

/** The side navigation: the dashboard, every content resource, contacts, people, media, activity and trash. */
export const adminNav: readonly AdminNavEntry[] = [
  { kind: 'link', link: { href: adminPaths.root, label: t.links.dashboard } },
  {
    kind: 'group',
    title: t.groups.content,
    links: resources.map((r) => ({ href: adminPaths.list(r.slug), label: r.names.title })),
  },
  {
    kind: 'group',
    title: t.groups.contacts,
    links: [{ href: adminPaths.proposals, label: t.links.proposals }],
  },
  { kind: 'link', link: { href: adminPaths.people, label: t.links.people } },
  { kind: 'link', link: { href: adminPaths.media, label: t.links.media } },
  { kind: 'link', link: { href: adminPaths.activity, label: t.links.activity } },
  { kind: 'link', link: { href: adminPaths.trash, label: t.links.trash } },
]

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
