// Texts of the offline page (dist/offline.html, answered by the service worker for an address it
// cannot reach nor has kept) and of the notice of a new version of the site.
export const offlineMessages = {
  title: 'Você está sem conexão',
  description:
    'Esta página ainda não foi aberta neste aparelho e precisa de internet para carregar.',
  available:
    'As páginas que você já visitou continuam disponíveis, e a doação por PIX funciona sem internet.',
  home: 'Ir para a página inicial',
  donate: 'Doar por PIX',
  retry: 'Quando a conexão voltar, recarregue a página.',
  /** The name of the links to the pages that work offline. */
  pages: 'Páginas disponíveis sem conexão',
} as const

export const updateMessages = {
  title: 'Nova versão disponível',
  description: 'Recarregue para usar a versão mais recente do site.',
  reload: 'Recarregar',
} as const
