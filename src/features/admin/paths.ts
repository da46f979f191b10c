// The admin area's paths (all under /admin; the app mounts the area at /admin/*).
import { adminPath, homePath, loginPath } from '@/config/paths'

export const adminPaths = {
  root: adminPath,
  list: (slug: string) => `${adminPath}/${slug}`,
  create: (slug: string) => `${adminPath}/${slug}/novo`,
  edit: (slug: string, id: string) => `${adminPath}/${slug}/${id}`,
  moduleCreate: (trilhaId: string) => `${adminPath}/trilhas/${trilhaId}/modulos/novo`,
  moduleEdit: (trilhaId: string, id: string) => `${adminPath}/trilhas/${trilhaId}/modulos/${id}`,
  proposals: `${adminPath}/propostas`,
  people: `${adminPath}/pessoas`,
  media: `${adminPath}/midia`,
  activity: `${adminPath}/atividade`,
  trash: `${adminPath}/lixeira`,
  signIn: loginPath,
  site: homePath,
} as const
