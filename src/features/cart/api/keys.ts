export const cartKeys = {
  all: ['cart'] as const,
  stock: (productIds: readonly string[]) => [...cartKeys.all, 'stock', [...productIds]] as const,
}
