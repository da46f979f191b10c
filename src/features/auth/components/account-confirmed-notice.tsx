import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { toast } from '@/components/ui/toast'
import { loginPath } from '@/config/paths'
import { useAuth } from '../auth-context'
import { isConfirmationLanding, withoutConfirmationMarker } from '../confirmation-landing'
import { authMessages as m } from '../messages'

/**
 * On the confirmation link's landing, says "Conta confirmada" once the link's code has been
 * exchanged: signed in, with the address it is signed in as; in another browser (the PKCE link
 * signs in only the one that signed up), that the account is confirmed and how to sign in. The
 * marker leaves the address, so a reload says nothing.
 */
export function AccountConfirmedNotice() {
  const { loading, user } = useAuth()
  const location = useLocation()
  const navigate = useNavigate()
  // Read on the first render: supabase-js removes the code (and any error) from the address.
  const [landing] = useState(() => isConfirmationLanding(location.search, location.hash))
  const done = useRef(false)

  useEffect(() => {
    if (!landing || done.current || loading) return
    done.current = true
    navigate(
      { pathname: location.pathname, search: withoutConfirmationMarker(location.search) },
      { replace: true },
    )
    if (user) {
      toast({
        title: m.accountConfirmed.title,
        description: m.accountConfirmed.signedIn(user.email ?? ''),
        variant: 'success',
        dismissOn: 'sign-out',
      })
    } else {
      toast({
        title: m.accountConfirmed.title,
        description: m.accountConfirmed.signIn,
        action: { label: m.accountConfirmed.signInAction, onClick: () => navigate(loginPath) },
        duration: 10_000,
      })
    }
  }, [landing, loading, user, navigate, location.pathname, location.search])

  return null
}
