import { lazy } from 'react'
import { loadOrReload } from '@/lib/chunk-reload'
import { StaffAreaContext } from '@/staff/area'
import { newsroomArea } from '@/features/newsroom/messages'
import { newsroomPath } from '@/config/paths'
import { StaffRoute } from './staff-route'

// The newsroom's screens (the editor, zod, uploads) load once the gate opens.
const NewsroomApp = lazy(
  loadOrReload(() =>
    import('@/features/newsroom/components/newsroom-app').then((m) => ({
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
