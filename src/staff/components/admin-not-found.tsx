import { Link } from 'react-router-dom'
import { layoutMessages } from '../messages'
import { useStaffArea } from '../area'
import { AdminPage } from './admin-page'
import { adminButton } from './admin-button'

const t = layoutMessages.notFound

/** Any path of a staff area that no screen answers. */
export function AdminNotFound() {
  const area = useStaffArea()
  return (
    <AdminPage title={t.title} breadcrumbs={[{ label: t.title }]}>
      <div className="rounded-2xl border border-gray-300 bg-white p-6">
        <p className="text-gray-800">{t.description}</p>
        <Link to={area.root} className={adminButton({ variant: 'primary', className: 'mt-4' })}>
          {area.homeLink}
        </Link>
      </div>
    </AdminPage>
  )
}
