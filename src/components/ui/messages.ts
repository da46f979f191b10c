// The pt-BR words of the shared primitives. One export per component, so that a page's chunk
// carries only the words of the primitives it renders.

export const paginationMessages = {
  label: 'Paginação',
  previous: 'Página anterior',
  next: 'Próxima página',
  position: (page: number, pages: number) => `Página ${page} de ${pages}`,
  outOfRangeTitle: 'Esta página não existe.',
  outOfRangeDescription: 'A lista tem menos páginas do que o endereço pede.',
  firstPage: 'Ir para a primeira página',
} as const
