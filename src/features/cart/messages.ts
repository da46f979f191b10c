import { visibleVariantTitle } from '@/lib/text'

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
  decrease: (name: string) => `Diminuir quantidade de ${name}`,
  increase: (name: string) => `Aumentar quantidade de ${name}`,
  remove: (name: string) => `Remover ${name} do carrinho`,
  checkout: 'Finalizar Compra',
  checkoutNote: 'O pagamento é feito na página segura da loja.',
  emptyCheckoutTitle: 'Seu carrinho está vazio',
  emptyCheckoutDescription: 'Adicione alguns produtos antes de finalizar a compra.',
  /** The specification's checkout-failure toast (the drawer's own alert gives the reason). */
  checkoutFailedToast: {
    title: 'Erro no Checkout',
    description: 'Houve um problema ao iniciar o checkout. Por favor, tente novamente.',
  },
  checkoutErrorTitle: 'Erro ao finalizar a compra',
  checkoutErrorDescription: 'Houve um problema ao iniciar o pagamento. Por favor, tente novamente.',
  checkoutNoStock: (name: string, left: number | null) =>
    left == null
      ? `Estoque insuficiente para ${name}. Ajuste a quantidade e tente novamente.`
      : left <= 0
        ? `${name} esgotou. Remova o item e tente novamente.`
        : `Estoque insuficiente para ${name}. Restam apenas ${left}. Ajuste a quantidade e tente novamente.`,
  checkoutNoStockUnknown:
    'Um dos itens do carrinho não tem estoque suficiente. Ajuste as quantidades e tente novamente.',
  notEnoughStock: (product: string, variant: string, left: number) =>
    `Estoque insuficiente para ${lineName(product, variant)}. Restam apenas ${left}.`,
  addedTitle: 'Adicionado ao carrinho!',
  addedDescription: (product: string, variant: string, quantity: number) =>
    `${quantity} × ${lineName(product, variant)}`,
  viewCart: 'Ver carrinho',
} as const

/** "Camiseta (M)" for line labels; a variant named "Único" (the only one) is left out. */
export function lineName(product: string, variant: string): string {
  const shown = visibleVariantTitle(variant)
  return shown ? `${product} (${shown})` : product
}
