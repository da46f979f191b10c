export const searchKeys = {
  all: ['search'] as const,
  results: (term: string) => [...searchKeys.all, 'results', term] as const,
}
