import { authKeys } from './keys'

// Under authKeys.all, so a sign-out drops them with the profile (auth-context.tsx).
export const mfaKeys = {
  all: [...authKeys.all, 'mfa'] as const,
  /** The session's assurance level: one entry per access token (a verified code makes a new one). */
  level: (userId: string, accessToken: string) =>
    [...mfaKeys.all, 'level', userId, accessToken] as const,
  factors: (userId: string) => [...mfaKeys.all, 'factors', userId] as const,
  enrolment: (userId: string) => [...mfaKeys.all, 'enrolment', userId] as const,
}

/**
 * Marks the factors and assurance levels stale, never a pending enrolment: refetching that one
 * would enrol again (a second factor, or GoTrue's 422 name conflict) while its screen is still up.
 * The enrolment query is dropped by itself when its screen goes (gcTime 0).
 */
export const mfaStateFilter = {
  queryKey: mfaKeys.all,
  predicate: (query: { queryKey: readonly unknown[] }) =>
    query.queryKey[mfaKeys.all.length] !== 'enrolment',
}
