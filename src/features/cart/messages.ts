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

// Strings only the drawer and the return page read: separate exports, so the app shell (which
// reads cartMessages for the header's cart button) does not carry them.
export const drawerMessages = {
  onlyLeft: (n: number) => `Só restam ${n} em estoque`,
  adjustTo: (n: number) => `Ajustar para ${n}`,
  soldOut: 'Esgotado: este item não está mais disponível',
  removeSoldOut: 'Remover do carrinho',
  checkoutCancelled: 'Pagamento cancelado: seus itens continuam no carrinho',
  pendingTitle: 'Pagamento em andamento',
  pendingBody:
    'Estes itens foram enviados para a página de pagamento da loja. Se você já pagou, a confirmação chega no seu e-mail. Para mudar algo, edite o carrinho e finalize a compra de novo.',
  backToPayment: 'Voltar ao pagamento',
  keepCart: 'Editar carrinho',
} as const

/** The checkout return page (/success). */
export const checkoutReturnMessages = {
  returnTitle: 'Pedido enviado para pagamento',
  returnLead:
    'Você voltou da página de pagamento da loja. A confirmação do pagamento é enviada pela loja para o e-mail informado no pagamento.',
  returnItems: 'Itens enviados para pagamento',
  returnTotal: 'Total',
  returnReference: (ref: string) => `Referência: ${ref}`,
  unverifiedTitle: 'Não foi possível confirmar o pagamento',
  unverifiedBody:
    'Este endereço não traz um pedido que possamos verificar. Se você concluiu um pagamento, a confirmação chega no e-mail informado na página de pagamento.',
  backToStore: 'Voltar para a loja',
} as const

/** "Camiseta (M)" for line labels; a variant named "Único" (the only one) is left out. */
export function lineName(product: string, variant: string): string {
  const shown = visibleVariantTitle(variant)
  return shown ? `${product} (${shown})` : product
}
