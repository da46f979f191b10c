import { lazy } from 'react'
import { loadOrReload } from '@/lib/chunk-reload'
import { StaffRoute } from './staff-route'
import { adminPath } from '@/config/paths'

// The area's screens (forms, zod, the resource layer) load once the gate opens.
const AdminApp = lazy(
  loadOrReload(() =>
    import('@/features/admin/components/admin-app').then((m) => ({ default: m.AdminApp })),
  ),
)

/** /admin/*: the admin area behind its gate. */
export function Component() {
  return <StaffRoute gate="admin" path={adminPath} App={AdminApp} />
}
