import type { AccessMessages } from '@/staff/messages'
import type { StaffArea } from '@/staff/area'
import { newsroomPath } from '@/config/paths'
import type { NewsState } from './news-state'

export const newsroomArea: StaffArea = {
  name: 'Redação',
  root: newsroomPath,
  homeLabel: 'Notícias',
  homeLink: 'Ir para Notícias',
  description: 'Área restrita da redação do MOV: notícias e autores.',
  menuTitle: 'Menu da redação',
  navLabel: 'Redação',
  footer: 'Área restrita da redação do MOV.',
}

export const newsroomAccessMessages: AccessMessages = {
  title: 'Redação',
  checking: 'Verificando sua conta...',
  why: 'A senha de acesso abre esta área, mas cada notícia lida ou alterada aqui é autorizada pelo perfil da conta conectada.',
  signedOut:
    'Você não está conectado. Para usar a redação, é necessária uma conta com o perfil de escritor (ou de administrador).',
  signedIn: (name, role) =>
    `Você está conectado como ${name}${role ? `, com o perfil de ${role}` : ', sem perfil definido'}. Para usar a redação, é necessária uma conta com o perfil de escritor (ou de administrador).`,
  signIn: 'Entrar',
  signInOther: 'Entrar com outra conta',
}

export const navMessages = {
  news: 'Notícias',
  newArticle: 'Nova notícia',
  authors: 'Autores',
} as const

export const stateLabels: Record<NewsState, string> = {
  rascunho: 'Rascunho',
  agendada: 'Agendada',
  publicada: 'Publicada',
  despublicada: 'Despublicada',
}

export const listMessages = {
  title: 'Notícias',
  description:
    'Todas as notícias: rascunhos, agendadas, publicadas e despublicadas. Só as publicadas aparecem no site.',
  newArticle: 'Nova notícia',
  filtersLabel: 'Filtrar notícias',
  search: 'Buscar pelo título',
  searchHint: 'Busca no título da notícia.',
  searchButton: 'Buscar',
  state: 'Situação',
  allStates: 'Todas as situações',
  author: 'Autor',
  allAuthors: 'Todos os autores',
  noAuthor: 'Sem autor',
  clearFilters: 'Limpar filtros',
  loading: 'Carregando notícias...',
  errorTitle: 'Não foi possível carregar as notícias.',
  emptyNone: 'Nenhuma notícia ainda',
  emptyNoneDescription: 'Escreva a primeira em “Nova notícia”.',
  emptyFiltered: 'Nenhuma notícia encontrada',
  emptyFilteredDescription:
    'Nenhuma notícia corresponde aos filtros. Tente outros ou limpe a busca.',
  tableCaption: 'Notícias',
  count: (n: number) => (n === 1 ? '1 notícia' : `${n.toLocaleString('pt-BR')} notícias`),
  pagination: 'Páginas de notícias',
  columns: {
    title: 'Título',
    state: 'Situação',
    author: 'Autor',
    date: 'Publicação',
    updated: 'Última edição',
  },
  untitled: '(sem título)',
  scheduledFor: (when: string) => `Agendada para ${when}`,
  publishedAt: (when: string) => `Publicada em ${when}`,
  notPublished: 'Não publicada',
} as const

export const editorMessages = {
  newTitle: 'Nova notícia',
  editTitle: 'Editar notícia',
  loading: 'Carregando a notícia...',
  loadError: 'Não foi possível carregar a notícia.',
  notFound: 'Notícia não encontrada',
  notFoundDescription: 'Ela pode ter sido excluída por outra pessoa.',
  backToList: 'Voltar para Notícias',
  viewAsVisitor: 'Ver como visitante',
  viewAsVisitorHint: '(abre em nova aba; mostra a última versão salva)',
  stateNow: 'Situação',
  fields: {
    title: 'Título',
    slug: 'Endereço da notícia (slug)',
    slugHint:
      'Letras minúsculas sem acento, números e hífens. Aparece no endereço: /noticias/seu-slug. Precisa ser único.',
    slugFromTitle: 'Gerar a partir do título',
    summary: 'Resumo',
    summaryHint:
      'Uma ou duas frases: aparece na lista de notícias e nas prévias de compartilhamento.',
    cover: 'Imagem de capa',
    coverAlt: 'Descrição da imagem de capa (texto alternativo)',
    coverAltHint:
      'Diga o que a imagem mostra, para quem usa leitor de tela. Obrigatória quando há capa.',
    body: 'Texto da notícia',
    bodyHint:
      'Em Markdown: **negrito**, *itálico*, ## subtítulo, - lista, [link](https://...). A pré-visualização ao lado mostra como fica no site.',
    preview: 'Pré-visualização',
    previewEmpty: 'O texto aparece aqui enquanto você escreve.',
    author: 'Autor',
    published: 'Publicada',
    noAuthor: 'Sem autor',
    authorsError: 'Não foi possível carregar os autores.',
    date: 'Data e hora de publicação (horário de Brasília)',
    dateHintDraft:
      'Deixe em branco para publicar no momento em que clicar em “Publicar agora”. Uma data futura agenda a publicação.',
    dateHintPublished: 'Uma data futura faz a notícia sair do site até esse momento (agendada).',
  },
  errors: {
    title: 'Informe o título.',
    titleMax: 'Use no máximo 300 caracteres.',
    slug: 'Informe o endereço da notícia.',
    slugFormat: 'Use só letras minúsculas sem acento, números e hífens (ex.: minha-noticia).',
    slugMax: 'Use no máximo 200 caracteres.',
    slugTaken: (free: string) =>
      `Já existe uma notícia com este endereço. Escolha outro, por exemplo “${free}”.`,
    summary: 'Informe o resumo.',
    summaryMax: 'Use no máximo 5.000 caracteres.',
    bodyMax: 'Use no máximo 100.000 caracteres.',
    bodyToPublish: 'Escreva o texto da notícia antes de publicar.',
    coverAlt: 'Descreva a imagem de capa.',
    coverAltMax: 'Use no máximo 300 caracteres.',
    cover: 'Use um endereço que comece com https:// ou /, ou envie uma imagem.',
    date: 'Informe uma data e hora válidas.',
    dateRequired: 'Informe a data de publicação.',
    author: 'Escolha um autor da lista.',
    summaryOfErrors: 'Corrija os campos indicados antes de salvar.',
  },
  actions: {
    saveDraft: 'Salvar rascunho',
    publishNow: 'Publicar agora',
    schedule: 'Agendar publicação',
    publishDated: 'Publicar com esta data',
    save: 'Salvar alterações',
    unpublish: 'Despublicar',
    toDraft: 'Voltar para rascunho',
    delete: 'Excluir notícia',
    saving: 'Salvando...',
  },
  saved: {
    draft: 'Rascunho salvo.',
    published: 'Notícia publicada.',
    scheduled: (when: string) => `Publicação agendada para ${when}.`,
    saved: 'Alterações salvas.',
    unpublished: 'Notícia despublicada: ela saiu do site.',
    toDraft: 'A notícia voltou para rascunho.',
    deleted: 'Notícia excluída.',
  },
  saveFailed: 'Não foi possível salvar. O texto continua aqui e guardado neste navegador.',
  sessionExpired:
    'Sua sessão expirou. Entre de novo (o link abre em nova aba) e depois salve: o texto continua aqui e guardado neste navegador.',
  signInAgain: 'Entrar de novo',
  conflict:
    'Outra pessoa salvou esta notícia depois que você a abriu. Para não apagar o trabalho dela, nada foi salvo. Abra a notícia em outra aba para comparar, ou salve mesmo assim para substituir a versão dela pela sua.',
  saveAnyway: 'Salvar mesmo assim',
  permission:
    'Sua conta não tem permissão para esta ação. É necessária uma conta com o perfil de escritor (ou de administrador).',
  unpublishConfirm: {
    title: 'Despublicar esta notícia?',
    description: (title: string) =>
      `“${title}” sai do site agora. Você pode publicá-la de novo depois.`,
    confirm: 'Despublicar',
    cancel: 'Cancelar',
  },
  deleteConfirm: {
    title: 'Excluir esta notícia?',
    description: (title: string) =>
      `“${title}” será excluída para sempre, e o endereço dela deixará de funcionar.`,
    confirm: 'Excluir',
    cancel: 'Cancelar',
  },
  localDraft: {
    found: (when: string) =>
      `Há uma versão desta notícia guardada neste navegador em ${when}, com alterações que não foram salvas.`,
    restore: 'Recuperar o texto guardado',
    discard: 'Descartar',
    restored: 'Texto recuperado. Salve para não perdê-lo.',
    autosaved: 'Alterações guardadas neste navegador.',
  },
} as const

export const authorArticlesMessages = {
  title: 'Notícias deste autor',
  loading: 'Carregando as notícias...',
  error: 'Não foi possível carregar as notícias deste autor.',
  empty: 'Nenhuma notícia deste autor ainda.',
  write: 'Escrever notícia',
} as const
