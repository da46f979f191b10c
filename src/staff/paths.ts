// The admin area's paths (all under /admin; the app mounts the area at /admin/*).
import { adminPath, homePath, loginPath } from '@/config/paths'

export const adminPaths = {
  root: adminPath,
  list: (slug: string) => `${adminPath}/${slug}`,
  create: (slug: string) => `${adminPath}/${slug}/novo`,
  edit: (slug: string, id: string) => `${adminPath}/${slug}/${id}`,
  /** A child row's forms live under its parent's page (a track's module: trilhas/:id/modulos/...). */
  childCreate: (slug: string, parentId: string, childSlug: string) =>
    `${adminPath}/${slug}/${parentId}/${childSlug}/novo`,
  childEdit: (slug: string, parentId: string, childSlug: string, id: string) =>
    `${adminPath}/${slug}/${parentId}/${childSlug}/${id}`,
  proposals: `${adminPath}/propostas`,
  people: `${adminPath}/pessoas`,
  media: `${adminPath}/midia`,
  activity: `${adminPath}/atividade`,
  trash: `${adminPath}/lixeira`,
  signIn: loginPath,
  site: homePath,
} as const
