// The pt-BR words of the app's own pages (the features keep theirs in their messages.ts).

export const notFoundMessages = {
  title: 'Página não encontrada',
  description: 'A página que você procura não existe ou foi movida.',
  home: 'Voltar para a página inicial',
} as const
