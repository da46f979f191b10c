// The three restricted areas and their shared-password secret names.
export type RestrictedArea = 'admin' | 'escritor' | 'mov-plus-admin'

const restrictedAreas: readonly RestrictedArea[] = ['admin', 'escritor', 'mov-plus-admin']

export const secretNameByArea: Record<
  RestrictedArea,
  'ADMIN_PASSWORD' | 'ESCRITOR_PASSWORD' | 'MOV_PLUS_ADMIN_PASSWORD'
> = {
  admin: 'ADMIN_PASSWORD',
  escritor: 'ESCRITOR_PASSWORD',
  'mov-plus-admin': 'MOV_PLUS_ADMIN_PASSWORD',
}

export function isRestrictedArea(value: unknown): value is RestrictedArea {
  return typeof value === 'string' && (restrictedAreas as readonly string[]).includes(value)
}
