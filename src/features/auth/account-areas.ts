import { Award, Newspaper, Settings, Trophy, type LucideIcon } from 'lucide-react'
import { adminPath, movPlusAdminPath, movPlusPath, newsroomPath } from '@/config/paths'
import { accountMenuMessages as m } from './account-menu-messages'

export interface AccountAreaLink {
  href: string
  label: string
  icon: LucideIcon
}

/**
 * The areas a signed-in account may open, for its menu: MOV+ for every member, then the staff
 * areas its stored role opens (the database still asks for the second factor and the area's
 * password: the menu only shows the way). The same rule as the staff routes: `/escritor` for
 * writers and admins, `/mov-plus/admin` for the presidency and admins, `/admin` for admins.
 */
export function accountAreas(role: string | null): AccountAreaLink[] {
  const links: AccountAreaLink[] = [{ href: movPlusPath, label: m.movPlus, icon: Trophy }]
  if (role === 'admin') links.push({ href: adminPath, label: m.admin, icon: Settings })
  if (role === 'admin' || role === 'escritor')
    links.push({ href: newsroomPath, label: m.newsroom, icon: Newspaper })
  if (role === 'admin' || role === 'mov_plus_admin')
    links.push({ href: movPlusAdminPath, label: m.presidency, icon: Award })
  return links
}
