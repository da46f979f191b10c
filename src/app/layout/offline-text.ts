/** What the offline banner says while the browser is offline (the banner and its plain stand-in). */
export const OFFLINE_TEXT =
  'Você está sem conexão. Mostraremos o conteúdo atualizado assim que a internet voltar.'
