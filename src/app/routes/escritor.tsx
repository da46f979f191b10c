import { lazy } from 'react'
import { loadOrReload } from '@/lib/chunk-reload'
import { StaffAreaContext } from '@/features/admin/area'
import { newsroomArea } from '@/features/admin/newsroom/messages'
import { StaffRoute } from './staff-route'
import { newsroomPath } from '@/config/paths'

// The newsroom's screens (the editor, zod, uploads) load once the gate opens.
const NewsroomApp = lazy(
  loadOrReload(() =>
    import('@/features/admin/newsroom/components/newsroom-app').then((m) => ({
      default: m.NewsroomApp,
    })),
  ),
)

/** /escritor/*: the writers' newsroom behind its gate, in the staff frame with its own words. */
export function Component() {
  return (
    <StaffAreaContext.Provider value={newsroomArea}>
      <StaffRoute gate="escritor" path={newsroomPath} App={NewsroomApp} />
    </StaffAreaContext.Provider>
  )
}
