export const storeMessages = {
  title: 'Loja',
  intro: 'Produtos oficiais do MOV: vista o movimento e apoie nossos programas.',
  listLabel: 'Produtos',
  loading: 'Carregando produtos...',
  emptyTitle: 'Nenhum produto disponível no momento.',
  emptyDescription: 'Volte em breve para conhecer as novidades da loja.',
  errorTitle: 'Não foi possível carregar os produtos.',
  loadMore: 'Carregar mais',
  loadingMore: 'Carregando...',
  shown: (shown: number, total: number) => `Mostrando ${shown} de ${total} produtos`,
  regularPrice: 'Preço original',
  salePrice: 'Preço promocional',
  // product page
  productLoading: 'Carregando produto...',
  productErrorTitle: 'Não foi possível carregar o produto.',
  notFoundTitle: 'Produto não encontrado',
  notFoundDescription: 'O produto que você procura não existe ou não está mais disponível.',
  backToStore: 'Voltar para a loja',
  gallery: 'Imagens do produto',
  showImage: (n: number) => `Ver imagem ${n}`,
  quantity: 'Quantidade',
  addToCart: 'Adicionar ao carrinho',
  outOfStock: 'Esgotado',
  inStock: (n: number) => (n === 1 ? '1 unidade em estoque' : `${n} unidades em estoque`),
  noMatchingVariant: 'Essa combinação não está disponível.',
  /** "Adicionar ao carrinho" before an option (size, colour ...) was chosen. */
  chooseOption: (optionTitle: string) =>
    optionTitle.trim().toLowerCase() === 'tamanho'
      ? 'Escolha um tamanho antes de adicionar ao carrinho.'
      : `Escolha uma opção de ${optionTitle} antes de adicionar ao carrinho.`,
  notPurchasable: 'Este produto não está à venda no momento.',
  details: 'Detalhes',
} as const
