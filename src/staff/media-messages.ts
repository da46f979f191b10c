// What staff read in the media parts of the admin area (uploads and the media library).

export const mediaMessages = {
  // Client-side checks (the bucket's own rules).
  onlyImages: 'Envie uma imagem JPG, PNG, WebP, GIF ou AVIF.',
  imagesOrPdf: 'Envie um PDF ou uma imagem JPG, PNG, WebP, GIF ou AVIF.',
  emptyFile: 'O arquivo está vazio. Escolha outro arquivo.',
  tooBig: (size: string, limit: number) => `O arquivo tem ${size} MB; o limite é ${limit} MB.`,

  // Upload field.
  choose: 'Enviar arquivo',
  uploading: 'Enviando arquivo...',
  uploaded: 'Arquivo enviado.',
  // The image pipeline (image-pipeline.ts).
  optimizing: 'Otimizando imagem…',
  jpegFallback:
    'Seu navegador não gera imagens WebP; a foto foi salva em JPEG, redimensionada e sem metadados.',
  unreadableImage:
    'Não foi possível ler esta imagem no navegador. Escolha outro arquivo JPG, PNG ou WebP.',
  cannotOptimize:
    'Este navegador não consegue preparar a imagem para o site. Tente em um navegador atualizado (Chrome, Edge, Firefox ou Safari).',
  optimizeFailed: 'Não foi possível otimizar a imagem. Tente novamente.',
  remove: 'Remover',
  removed: 'Arquivo removido do campo.',
  open: 'Abrir arquivo',
  openNewTab: '(abre em uma nova aba)',
  none: 'Nenhum arquivo escolhido.',
  address: 'ou informe o endereço (URL ou caminho do site)',
  addressPlaceholder: 'https://... ou /images/...',
  imageLimits: 'JPG, PNG, WebP, GIF ou AVIF, até 5 MB.',
  documentLimits: 'PDF, JPG, PNG, WebP, GIF ou AVIF, até 5 MB.',
  fileInput: (label: string) => `Arquivo para ${label}`,

  // Media library.
  libraryTitle: 'Mídia',
  libraryDescription:
    'Imagens e documentos enviados ao site. Copie o endereço de um arquivo para usá-lo em qualquer conteúdo.',
  root: 'Todos os arquivos',
  foldersTrail: 'Pastas',
  filesLabel: 'Arquivos',
  upOneFolder: 'Voltar à pasta anterior',
  folder: 'Pasta',
  date: 'Enviado em',
  sortLabel: 'Ordenar por',
  sortNewest: 'Mais recentes primeiro',
  sortName: 'Nome (A–Z)',
  uploadHere: 'Enviar para esta pasta',
  uploadInto: (folder: string) => `Enviar arquivo para a pasta ${folder}`,
  uploadedToast: 'Arquivo enviado!',
  uploadedToastDescription: (name: string, folder: string) =>
    `${name} foi salvo na pasta ${folder} e já pode ser usado no site.`,
  copy: 'Copiar endereço',
  copyOf: (name: string) => `Copiar endereço de ${name}`,
  copied: 'Endereço copiado!',
  copyFailed: 'Não foi possível copiar o endereço. Selecione-o e copie manualmente.',
  delete: 'Excluir',
  deleteOf: (name: string) => `Excluir ${name}`,
  deleteTitle: 'Excluir arquivo?',
  deleteDescription: (name: string) =>
    `O arquivo “${name}” será excluído do armazenamento. Páginas e conteúdos que ainda usam este endereço passarão a mostrar uma imagem quebrada ou um link sem destino.`,
  deleteConfirm: 'Excluir arquivo',
  deleted: 'Arquivo excluído.',
  deleteFailed: 'Não foi possível excluir o arquivo.',
  deleteNothing:
    'Nada foi excluído: o arquivo já não existe ou sua conta não tem permissão para excluí-lo.',
  uploadFailed: 'Não foi possível enviar o arquivo.',
  loading: 'Carregando arquivos...',
  loadError: 'Não foi possível carregar os arquivos.',
  empty: 'Esta pasta está vazia.',
  emptyDescription: 'Envie um arquivo para começar.',
  more: 'Carregar mais',
  folderCount: (folders: number, files: number) =>
    `${folders} ${folders === 1 ? 'pasta' : 'pastas'} e ${files} ${files === 1 ? 'arquivo' : 'arquivos'}`,
  typeLabels: {
    'image/jpeg': 'Imagem JPG',
    'image/png': 'Imagem PNG',
    'image/webp': 'Imagem WebP',
    'image/gif': 'Imagem GIF',
    'image/avif': 'Imagem AVIF',
    'image/svg+xml': 'Imagem SVG',
    'application/pdf': 'Documento PDF',
  } as Record<string, string>,
  unknownType: 'Arquivo',
} as const
