export const movPlusKeys = {
  all: ['mov-plus'] as const,
  missions: () => [...movPlusKeys.all, 'missions'] as const,
  rewards: () => [...movPlusKeys.all, 'rewards'] as const,
  rankingAll: () => [...movPlusKeys.all, 'ranking'] as const,
  ranking: (limit: number) => [...movPlusKeys.rankingAll(), { limit }] as const,
  /** Everything that belongs to one signed-in member. */
  member: (userId: string) => [...movPlusKeys.all, 'member', userId] as const,
  balance: (userId: string) => [...movPlusKeys.member(userId), 'balance'] as const,
  ledgerAll: (userId: string) => [...movPlusKeys.member(userId), 'ledger'] as const,
  ledger: (userId: string, page: number, pageSize: number) =>
    [...movPlusKeys.ledgerAll(userId), { page, pageSize }] as const,
  completions: (userId: string) => [...movPlusKeys.member(userId), 'completions'] as const,
  redemptions: (userId: string) => [...movPlusKeys.member(userId), 'redemptions'] as const,
  rankingOptIn: (userId: string) => [...movPlusKeys.member(userId), 'ranking-opt-in'] as const,
}
