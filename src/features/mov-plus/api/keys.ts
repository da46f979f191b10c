export const movPlusKeys = {
  all: ['mov-plus'] as const,
  missions: () => [...movPlusKeys.all, 'missions'] as const,
  rewards: () => [...movPlusKeys.all, 'rewards'] as const,
  ranking: (limit: number) => [...movPlusKeys.all, 'ranking', { limit }] as const,
}
