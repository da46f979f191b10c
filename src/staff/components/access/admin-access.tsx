import { LockKeyhole } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { isAdminAccount, type AdminAccount, type SecondFactorStep } from '../../account'
import type { AccessMessages } from '../../messages'
import { accessMessages, roleLabel } from '../../messages'
import { adminPaths } from '../../paths'
import { AdminPage } from '../admin-page'
import { adminButton } from '../admin-button'
import { AdminSpinner } from '../states'

/** Who may use a staff area, and how the area says so. */
export interface AccessRules {
  allows: (account: AdminAccount) => boolean
  messages: AccessMessages
}

const adminAccess: AccessRules = { allows: isAdminAccount, messages: accessMessages }

/** Why the area shows nothing: the account does not have the area's role (or nobody is signed in). */
function AccessRequired({
  account,
  messages: t = accessMessages,
}: {
  account: AdminAccount
  messages?: AccessMessages
}) {
  const { pathname, search } = useLocation()
  // The sign-in page sends the person back here (see the auth feature's `from`).
  const from = `${pathname}${search}`
  const signedIn = account.status === 'signed-in'
  return (
    <AdminPage title={t.title}>
      <div className="max-w-2xl rounded-2xl border border-gray-300 bg-white p-6 md:p-8">
        <LockKeyhole aria-hidden="true" className="h-8 w-8 text-brand-700" />
        <p className="mt-4 text-lg text-gray-900">
          {signedIn ? t.signedIn(account.name, roleLabel(account.role)) : t.signedOut}
        </p>
        <p className="mt-2 text-gray-700">{t.why}</p>
        <Link
          to={adminPaths.signIn}
          state={{ from }}
          className={adminButton({ variant: 'primary', className: 'mt-6' })}
        >
          {signedIn ? t.signInOther : t.signIn}
        </Link>
      </div>
    </AdminPage>
  )
}

/**
 * The area's screens for an account with the area's role (an administrator, by default) whose
 * session passed the second factor; for anyone else the explanation above, and no data request at
 * all (row-level security would refuse them anyway). An account with the role but a session at
 * aal1 is asked for a code (or to set the factor up) by `secondFactor` first; so is an account
 * whose role could not be read (at aal1 the database withholds the profile of an account with a
 * verified factor).
 */
export function AdminAccess({
  account,
  rules = adminAccess,
  secondFactor: SecondFactor,
  children,
}: {
  account: AdminAccount
  rules?: AccessRules
  secondFactor: SecondFactorStep
  children: ReactNode
}) {
  if (account.status === 'loading') return <AdminSpinner label={rules.messages.checking} />
  if (!rules.allows(account)) {
    const required = <AccessRequired account={account} messages={rules.messages} />
    // No role at all: an account with a verified second factor reads its own profile only at
    // aal2 (the database's rule), so the code comes first; with it the role is read again.
    if (account.status === 'signed-in' && account.role === null)
      return <SecondFactor>{required}</SecondFactor>
    return required
  }
  return <SecondFactor>{children}</SecondFactor>
}
