// Strings only the drawer and the return page read, in a module of their own: messages.ts is
// loaded with the product page (the add-to-cart texts), which should not carry these.
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
