// The admin area's paths (all under /admin; the app mounts the area at /admin/*).
import { adminPath, loginPath } from '@/config/paths'

export const adminPaths = {
  root: adminPath,
  list: (slug: string) => `/admin/${slug}`,
  create: (slug: string) => `/admin/${slug}/novo`,
  edit: (slug: string, id: string) => `/admin/${slug}/${id}`,
  moduleCreate: (trilhaId: string) => `/admin/trilhas/${trilhaId}/modulos/novo`,
  moduleEdit: (trilhaId: string, id: string) => `/admin/trilhas/${trilhaId}/modulos/${id}`,
  proposals: '/admin/propostas',
  people: '/admin/pessoas',
  media: '/admin/midia',
  signIn: loginPath,
  site: '/',
} as const
