import { createContext, useContext } from 'react'
import { adminPath } from '@/config/paths'
import { layoutMessages as t } from './messages'

/**
 * What tells one staff area from another (the admin area at /admin, the newsroom at /escritor):
 * its name, where it starts, the words of its frame. The layout, pages and navigation read it, so
 * both areas share one frame.
 */
export interface StaffArea {
  /** Shown beside the movement's name in the top bar, and after every page title. */
  name: string
  /** The area's first page (the top bar's link, the first breadcrumb). */
  root: string
  /** The first breadcrumb's label. */
  homeLabel: string
  /** The way back to the first page from a path nothing answers ("Ir para o Painel"). */
  homeLink: string
  /** The description of every page of the area. */
  description: string
  menuTitle: string
  navLabel: string
  footer: string
}

const adminArea: StaffArea = {
  name: t.areaName,
  root: adminPath,
  homeLabel: t.links.dashboard,
  homeLink: t.notFound.link,
  description: 'Área restrita da administração do MOV.',
  menuTitle: t.menuTitle,
  navLabel: t.navLabel,
  footer: t.footer,
}

export const StaffAreaContext = createContext<StaffArea>(adminArea)

export function useStaffArea(): StaffArea {
  return useContext(StaffAreaContext)
}

/** A resource's screens inside the current area: /<root>/<slug>, …/novo, …/<id>. */
export function useResourcePaths() {
  const { root } = useStaffArea()
  return {
    list: (slug: string) => `${root}/${slug}`,
    create: (slug: string) => `${root}/${slug}/novo`,
    edit: (slug: string, id: string) => `${root}/${slug}/${id}`,
  }
}
