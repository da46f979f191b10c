// The three restricted areas, their shared-password secret names and the roles whose data they use.
import { adminPath, movPlusAdminPath, newsroomPath } from '@/config/paths'
export type RestrictedArea = 'admin' | 'escritor' | 'mov-plus-admin'

export const restrictedAreas: readonly RestrictedArea[] = ['admin', 'escritor', 'mov-plus-admin']

export const secretNameByArea: Record<
  RestrictedArea,
  'ADMIN_PASSWORD' | 'ESCRITOR_PASSWORD' | 'MOV_PLUS_ADMIN_PASSWORD'
> = {
  admin: 'ADMIN_PASSWORD',
  escritor: 'ESCRITOR_PASSWORD',
  'mov-plus-admin': 'MOV_PLUS_ADMIN_PASSWORD',
}

/**
 * The profile roles whose accounts row-level security lets use the data behind each area (the
 * migrations give admins the writers' and the points platform's data too).
 */
export const rolesByArea: Record<RestrictedArea, readonly string[]> = {
  admin: ['admin'],
  escritor: ['escritor', 'admin'],
  'mov-plus-admin': ['mov_plus_admin', 'admin'],
}

export const areaPaths: Record<RestrictedArea, string> = {
  admin: adminPath,
  escritor: newsroomPath,
  'mov-plus-admin': movPlusAdminPath,
}

export function isRestrictedArea(value: unknown): value is RestrictedArea {
  return typeof value === 'string' && (restrictedAreas as readonly string[]).includes(value)
}
