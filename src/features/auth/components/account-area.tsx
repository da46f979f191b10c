import { UserRound } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { displayName, useAuth } from '../auth-context'
import { authMessages } from '../messages'
import { nameClass } from './avatar'
import { loginPath, registerPath } from '@/config/paths'

// The Radix menu is fetched only once someone is signed in, keeping it off the first load.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))

// At least 44x44 (a phone's tap target). The header is full where it shows the whole navigation
// too (from 1360 px, below 2xl): there, and on phones, only the icon or the initials show; the name
// stays in the accessible name.
const pillClass =
  'inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300'

/** The header's account area: "Entrar" when signed out, the user's name and menu when signed in. */
export function AccountArea() {
  const { loading, user, profile } = useAuth()
  const { pathname } = useLocation()
  if (loading) {
    // The size of "Entrar", unseen, while the session is checked: most visitors are signed out, and
    // for them nothing in the header moves when the answer comes.
    return (
      <span aria-hidden="true" className={`${pillClass} invisible`}>
        <UserRound className="h-5 w-5" />
        <span className="max-sm:sr-only min-[1360px]:max-2xl:sr-only">{authMessages.signIn}</span>
      </span>
    )
  }
  if (!user) {
    const from = pathname === loginPath || pathname === registerPath ? undefined : pathname
    return (
      <Link to={loginPath} state={from ? { from } : undefined} className={pillClass}>
        <UserRound aria-hidden="true" className="h-5 w-5" />
        <span className="max-sm:sr-only min-[1360px]:max-2xl:sr-only">{authMessages.signIn}</span>
      </Link>
    )
  }
  const name = displayName(user, profile)
  return (
    <Suspense
      fallback={
        // The initials come with the menu's code (off the first load): until then, the icon.
        <span className={pillClass}>
          <UserRound aria-hidden="true" className="h-5 w-5" />
          <span className={nameClass}>{name}</span>
        </span>
      }
    >
      <AccountMenu
        name={name}
        email={user.email ?? ''}
        role={profile?.role ?? null}
        triggerClassName={pillClass}
      />
    </Suspense>
  )
}
