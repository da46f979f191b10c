export const presidencyKeys = {
  all: ['mov-plus-presidency'] as const,
  stats: () => [...presidencyKeys.all, 'stats'] as const,
  topMissions: () => [...presidencyKeys.all, 'top-missions'] as const,
  members: (query: string) => [...presidencyKeys.all, 'members', query] as const,
  member: (id: string) => [...presidencyKeys.all, 'member', id] as const,
  ledger: (userId: string, page: number) =>
    [...presidencyKeys.all, 'ledger', userId, page] as const,
  missions: () => [...presidencyKeys.all, 'missions'] as const,
  redemptions: (status: string, page: number) =>
    [...presidencyKeys.all, 'redemptions', status, page] as const,
  completions: (status: string, page: number) =>
    [...presidencyKeys.all, 'completions', status, page] as const,
}
