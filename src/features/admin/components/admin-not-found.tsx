import { Link } from 'react-router-dom'
import { layoutMessages } from '../messages'
import { adminPaths } from '../paths'
import { AdminPage } from './admin-page'
import { adminButton } from './admin-button'

const t = layoutMessages.notFound

/** Any /admin path that no screen answers. */
export function AdminNotFound() {
  return (
    <AdminPage title={t.title} breadcrumbs={[{ label: t.title }]}>
      <div className="rounded-2xl border border-gray-300 bg-white p-6">
        <p className="text-gray-800">{t.description}</p>
        <Link
          to={adminPaths.root}
          className={adminButton({ variant: 'primary', className: 'mt-4' })}
        >
          {t.link}
        </Link>
      </div>
    </AdminPage>
  )
}
