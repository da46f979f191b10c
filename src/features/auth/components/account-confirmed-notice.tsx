import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { toast } from '@/components/ui/toast'
import { useAuth } from '../auth-context'
import { isConfirmationLanding, withoutConfirmationMarker } from '../confirmation-landing'
import { authMessages as m } from '../messages'

/**
 * On the confirmation link's landing (the link has confirmed the account before redirecting),
 * says "Conta confirmada" once the link's code has been exchanged: signed in, with the address;
 * signed out (another browser, as the PKCE link signs in only the one that signed up, or a failed
 * exchange), how to sign in (the header's "Entrar" is next to it). The marker leaves the
 * address, so a reload says nothing.
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
    // Offline, the toaster's code cannot load (and a failed chunk reloads the page): the offline
    // banner speaks instead, and the account is confirmed all the same.
    if (!user && navigator.onLine === false) return
    // From the address as it is now: supabase-js has removed the code with history.replaceState,
    // which the router's location does not see (putting it back would make a reload reuse it).
    const { pathname, search, hash } = window.location
    navigate({ pathname, search: withoutConfirmationMarker(search), hash }, { replace: true })
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
        dismissOn: 'sign-in',
      })
    }
  }, [landing, loading, user, navigate])

  return null
}
