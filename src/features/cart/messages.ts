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
} as const
