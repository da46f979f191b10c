export const cartMessages = {
  title: 'Seu Carrinho',
  description: 'Revise os itens antes de finalizar a compra.',
  emptyTitle: 'Seu carrinho está vazio',
  emptyDescription: 'Explore nossos produtos e adicione itens!',
  subtotal: 'Subtotal',
  close: 'Fechar carrinho',
  openCart: 'Abrir carrinho',
  itemsInCart: (n: number) => (n === 1 ? '1 item no carrinho' : `${n} itens no carrinho`),
  goToStore: 'Ver produtos',
  lines: 'Itens do carrinho',
  quantity: 'Quantidade',
  unitPrice: 'Preço unitário',
  decrease: 'Diminuir quantidade',
  increase: 'Aumentar quantidade',
  remove: 'Remover item',
  checkout: 'Finalizar Compra',
  checkoutNote: 'O pagamento é feito na página segura da loja.',
  emptyCheckoutTitle: 'Seu carrinho está vazio',
  emptyCheckoutDescription: 'Adicione alguns produtos antes de finalizar a compra.',
  checkoutErrorTitle: 'Erro no Checkout',
  checkoutErrorDescription: 'Houve um problema ao iniciar o checkout. Por favor, tente novamente.',
  checkoutNoStock: (product: string, variant: string, left: number | null) =>
    left == null
      ? `Estoque insuficiente para ${product} (${variant}). Ajuste a quantidade e tente novamente.`
      : `Estoque insuficiente para ${product} (${variant}). Restam apenas ${left}. Ajuste a quantidade e tente novamente.`,
  checkoutNoStockUnknown:
    'Um dos itens do carrinho não tem estoque suficiente. Ajuste as quantidades e tente novamente.',
  notEnoughStock: (product: string, variant: string, left: number) =>
    `Estoque insuficiente para ${product} (${variant}). Restam apenas ${left}.`,
  addedTitle: 'Adicionado ao carrinho!',
  addedDescription: (product: string, variant: string, quantity: number) =>
    `${quantity} × ${lineName(product, variant)}`,
  viewCart: 'Ver carrinho',
} as const

/** "Camiseta (M)" for line labels read by screen readers. */
export function lineName(product: string, variant: string): string {
  return variant ? `${product} (${variant})` : product
}
