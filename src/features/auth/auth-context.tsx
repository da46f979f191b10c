import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { User } from '@supabase/supabase-js'
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { dismissToastsOn, toast } from '@/components/ui/toast'
import { isNoRowsError } from './api/errors'
import { profileQueryOptions, type Profile } from './api/get-profile'
import { authKeys } from './api/keys'
import { subscribeToAuth, type AuthChangeEvent, type Session } from './api/subscribe-auth'
import { accountFallbackName, authMessages } from './messages'

export type { Profile }

interface AuthContextValue {
  /** True until the first authentication state (INITIAL_SESSION) arrives. */
  loading: boolean
  session: Session | null
  user: User | null
  /** The user's profile (role, full_name, avatar_url); null when signed out or not loaded. */
  profile: Profile | null
  profileLoading: boolean
  /** The last authentication event seen. */
  lastEvent: AuthChangeEvent | null
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<{
    loading: boolean
    session: Session | null
    lastEvent: AuthChangeEvent | null
  }>({
    loading: true,
    session: null,
    lastEvent: null,
  })

  useEffect(() => {
    // Runs after the first paint; supabase-js is fetched here, never before.
    let active = true
    let unsubscribe: (() => void) | undefined
    subscribeToAuth((event, session) => {
      if (!active) return
      // A transition: on a pre-rendered page, an urgent context change would make React drop the
      // server HTML of any part still waiting for its code (and show its fallback) instead of
      // waiting for it.
      startTransition(() => setState({ loading: false, session, lastEvent: event }))
      // A toast about the previous state ("Falha no login", "you are signed in") no longer holds.
      if (event === 'SIGNED_IN') dismissToastsOn('sign-in')
      if (event === 'SIGNED_OUT') {
        dismissToastsOn('sign-out')
        queryClient.removeQueries({ queryKey: authKeys.all })
      }
      // A verified code raises the session to aal2: an account with a verified factor reads its
      // profile only then (20261127010200_member_two_factor.sql), so the aal1 answer (no row) goes.
      if ((event === 'USER_UPDATED' || event === 'MFA_CHALLENGE_VERIFIED') && session)
        void queryClient.invalidateQueries({ queryKey: authKeys.profile(session.user.id) })
    })
      .then((stop) => {
        if (active) unsubscribe = stop
        else stop()
      })
      .catch((error: unknown) => {
        console.warn('Authentication is unavailable:', error)
        if (active) setState({ loading: false, session: null, lastEvent: null })
      })
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [queryClient])

  const user = state.session?.user ?? null
  const profileQuery = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: Boolean(user) })

  const profileError = profileQuery.error
  const refetchProfile = profileQuery.refetch
  useEffect(() => {
    if (!profileError || isNoRowsError(profileError)) return
    let active = true
    // The pt-BR text by kind (request-errors.ts) comes with its own small chunk, off the first load.
    import('@/lib/request-errors')
      .then(
        (m) => m.requestErrorMessage(profileError, authMessages.fallback),
        () => authMessages.fallback,
      )
      .then((description) => {
        if (!active) return
        toast({
          title: authMessages.profileError,
          description,
          variant: 'destructive',
          duration: 10_000,
          action: { label: authMessages.retry, onClick: () => void refetchProfile() },
          dismissOn: 'sign-out',
        })
      })
    return () => {
      active = false
    }
  }, [profileError, refetchProfile])

  const profile = user ? (profileQuery.data ?? null) : null
  const profileLoading = Boolean(user) && profileQuery.isPending
  const value = useMemo<AuthContextValue>(
    () => ({
      loading: state.loading,
      session: state.session,
      user,
      profile,
      profileLoading,
      lastEvent: state.lastEvent,
    }),
    [state, user, profile, profileLoading],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext)
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>')
  return ctx
}

/** The name to show for the signed-in user: profile, sign-up metadata, then e-mail. */
export function displayName(user: User | null, profile: Profile | null): string {
  const fromMetadata = user?.user_metadata?.full_name
  return (
    profile?.full_name?.trim() ||
    (typeof fromMetadata === 'string' ? fromMetadata.trim() : '') ||
    user?.email ||
    accountFallbackName
  )
}
