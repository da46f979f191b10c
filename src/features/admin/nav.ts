import { layoutMessages as t } from '@/staff/messages'
import type { AdminNavEntry } from '@/staff/components/layout/nav-items'
import { adminPaths } from '@/staff/paths'
import { resources } from './resources/registry'

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
