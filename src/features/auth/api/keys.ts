export const authKeys = {
  all: ['auth'] as const,
  profile: (userId: string) => [...authKeys.all, 'profile', userId] as const,
  recoveryLink: (search: string, hash: string) =>
    [...authKeys.all, 'recovery-link', search, hash] as const,
}
