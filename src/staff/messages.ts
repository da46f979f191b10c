// pt-BR texts of the staff frame (layout, access) and of the resource screens, shared by every
// staff area (the admin area's dashboard has its own, src/features/admin/messages.ts).
import type { Gender, ResourceNames } from './resources/types'

/** How each profile role is named (the same words as the auth feature's `roleLabels`). */
export const roleLabels: Record<string, string> = {
  user: 'membro',
  escritor: 'escritor',
  admin: 'administrador',
  mov_plus_admin: 'presidência geral do MOV+',
}

export function roleLabel(role: string | null): string | null {
  return role ? (roleLabels[role] ?? role) : null
}

export const layoutMessages = {
  areaName: 'Administração',
  skipLink: 'Pular para o conteúdo',
  backToSite: 'Voltar ao site',
  menu: 'Menu',
  menuTitle: 'Menu da administração',
  closeMenu: 'Fechar o menu',
  navLabel: 'Administração',
  signedInAs: 'Conectado como',
  breadcrumbs: 'Trilha de navegação',
  groups: {
    content: 'Conteúdo do site',
    contacts: 'Contatos',
  },
  links: {
    dashboard: 'Painel',
    proposals: 'Propostas de parceria',
    people: 'Pessoas',
    media: 'Mídia',
    activity: 'Atividade',
    trash: 'Lixeira',
  },
  footer: 'Área restrita da administração do MOV.',
  leave: {
    title: 'Sair sem salvar?',
    description:
      'As alterações deste formulário ainda não foram salvas. Se você sair agora, elas serão perdidas.',
    confirm: 'Sair sem salvar',
    cancel: 'Continuar editando',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'Esta página não existe na administração.',
    link: 'Ir para o Painel',
  },
} as const

export interface AccessMessages {
  title: string
  checking: string
  why: string
  signedOut: string
  signedIn: (name: string, role: string | null) => string
  signIn: string
  signInOther: string
}

export const accessMessages: AccessMessages = {
  title: 'Painel do Administrador',
  checking: 'Verificando sua conta...',
  why: 'A senha de acesso abre esta área, mas cada dado lido ou alterado aqui é autorizado pelo perfil da conta conectada.',
  signedOut:
    'Você não está conectado. Para usar esta área, é necessária uma conta com o perfil de administrador.',
  signedIn: (name: string, role: string | null) =>
    `Você está conectado como ${name}${role ? `, com o perfil de ${role}` : ', sem perfil definido'}. Para usar esta área, é necessária uma conta com o perfil de administrador.`,
  signIn: 'Entrar',
  signInOther: 'Entrar com outra conta',
}

function article(gender: Gender): string {
  return gender === 'f' ? 'a' : 'o'
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function agree(gender: Gender, masculine: string, feminine: string): string {
  return gender === 'f' ? feminine : masculine
}

export const listMessages = {
  searchLabel: 'Buscar',
  searchButton: 'Buscar',
  clearSearch: 'Limpar busca',
  sortLabel: 'Ordenar por',
  newItem: (n: ResourceNames) => `${agree(n.gender, 'Novo', 'Nova')} ${n.singular}`,
  loading: 'Carregando a lista...',
  loadError: 'Não foi possível carregar a lista.',
  retry: 'Tentar novamente',
  empty: (n: ResourceNames) =>
    `${agree(n.gender, 'Nenhum', 'Nenhuma')} ${n.singular} ${agree(n.gender, 'cadastrado', 'cadastrada')} ainda.`,
  noResults: (n: ResourceNames, q: string) =>
    `${agree(n.gender, 'Nenhum', 'Nenhuma')} ${n.singular} ${agree(n.gender, 'encontrado', 'encontrada')} para “${q}”.`,
  results: (n: ResourceNames, total: number, q: string) => {
    const noun = total === 1 ? n.singular : n.plural
    const found = agree(
      n.gender,
      total === 1 ? 'encontrado' : 'encontrados',
      total === 1 ? 'encontrada' : 'encontradas',
    )
    return q
      ? `${total.toLocaleString('pt-BR')} ${noun} ${found} para “${q}”.`
      : `${total.toLocaleString('pt-BR')} ${noun} no total.`
  },
  pageStatus: (page: number, pages: number) => `Página ${page} de ${pages}.`,
  pagination: (n: ResourceNames) => `Páginas da lista de ${n.plural}`,
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  outOfRange: 'Esta página não existe.',
  outOfRangeDescription: 'A lista tem menos páginas do que o endereço pede.',
  firstPage: 'Ir para a primeira página',
  actions: 'Ações',
  order: 'Ordem',
  trackModules: 'Módulos da trilha',
  moduleList: 'Lista de módulos',
  edit: 'Editar',
  editItem: (name: string) => `Editar “${name}”`,
  remove: 'Excluir',
  removeItem: (name: string) => `Excluir “${name}”`,
  moveUp: 'Mover para cima',
  moveDown: 'Mover para baixo',
  moveUpItem: (name: string) => `Mover para cima: “${name}”`,
  moveDownItem: (name: string) => `Mover para baixo: “${name}”`,
  moved: (name: string, direction: -1 | 1) =>
    `“${name}” ${direction < 0 ? 'subiu' : 'desceu'} uma posição.`,
  moveError: 'Não foi possível mudar a ordem.',
  moveTo: 'Mover para a posição…',
  moveToItem: (name: string) => `Mover para a posição…: “${name}”`,
  moveToTitle: (name: string) => `Mover “${name}”`,
  moveToDescription: (current: number | undefined, total: number | undefined) =>
    current && total
      ? `Agora na posição ${current} de ${total}. A posição 1 é a primeira no site.`
      : 'A posição 1 é a primeira no site, entre os itens do mesmo grupo.',
  moveToField: (total: number | undefined) =>
    total ? `Nova posição (de 1 a ${total})` : 'Nova posição (a partir de 1)',
  moveToInvalid: (total: number | undefined) =>
    total
      ? `Informe um número inteiro de 1 a ${total}.`
      : 'Informe um número inteiro a partir de 1.',
  moveToConfirm: 'Mover',
  movedTo: (name: string, position: number) => `“${name}” agora está na posição ${position}.`,
  position: (n: number) => `${n}º`,
  positionLabel: (n: number) => `Posição ${n}`,
  onHome: 'Na página inicial',
  homeHint: (n: ResourceNames, limit: number) =>
    `A página inicial mostra os ${limit} primeiros ${n.plural} publicados desta ordem.`,
  orderHint:
    'Use os botões de cada linha (subir, descer ou “Mover para a posição…”) para mudar a ordem em que os itens aparecem no site. A ordem só pode ser mudada com a lista na ordem de exibição e sem busca.',
  published: 'Publicado',
  publishSwitch: (name: string) => `Publicado no site: “${name}”`,
  publishedNow: (n: ResourceNames, name: string) =>
    `“${name}” agora está ${agree(n.gender, 'publicado', 'publicada')} no site.`,
  hiddenNow: (n: ResourceNames, name: string) =>
    `“${name}” foi ${agree(n.gender, 'retirado', 'retirada')} do site.`,
  publishError: 'Não foi possível mudar a publicação.',
  deleteTitle: (n: ResourceNames, name: string) =>
    `Excluir ${article(n.gender)} ${n.singular} “${name}”?`,
  deleteDescription:
    'O item vai para a lixeira, onde fica por 30 dias: até lá, dá para restaurá-lo.',
  deleteConfirm: 'Excluir',
  deleted: (n: ResourceNames) =>
    `${capitalize(n.singular)} ${agree(n.gender, 'excluído', 'excluída')}.`,
  deleteError: 'Não foi possível excluir.',
  noImage: 'Sem imagem',
  untitled: '(sem nome)',
} as const

export const formMessages = {
  save: 'Salvar',
  saved: (n: ResourceNames) => `${capitalize(n.singular)} ${agree(n.gender, 'salvo', 'salva')}.`,
  saveError: 'Não foi possível salvar.',
  conflict: (n: ResourceNames) =>
    `Outra pessoa salvou ${agree(n.gender, 'este', 'esta')} ${n.singular} depois que você ${agree(n.gender, 'o', 'a')} abriu. Para não apagar o trabalho dela, nada foi salvo: o seu texto continua neste formulário e a versão dela está no histórico de versões, abaixo. Compare e salve de novo, ou salve mesmo assim para substituir a versão dela pela sua.`,
  saveAnyway: 'Salvar mesmo assim',
  requiredNote: 'Os campos marcados com * são obrigatórios.',
  loading: 'Carregando...',
  loadError: 'Não foi possível carregar este item.',
  notFound: (n: ResourceNames) =>
    `${capitalize(article(n.gender))} ${n.singular} não foi ${agree(n.gender, 'encontrado', 'encontrada')}.`,
  notFoundDescription: 'Ele pode ter sido excluído, ou o endereço está incompleto.',
  backToList: (n: ResourceNames) => `Voltar para ${n.title}`,
  backToTrack: 'Voltar para a trilha',
  addModulesNext: 'Agora adicione os módulos da trilha, abaixo do formulário.',
  viewOnSite: 'Ver no site',
  write: 'Escrever',
  preview: 'Pré-visualizar',
  previewEmpty: 'Nada para pré-visualizar ainda.',
  markdownHint: 'Aceita Markdown: **negrito**, *itálico*, listas com - e títulos com ##.',
  loadingOptions: 'Carregando opções...',
  optionsError: 'Não foi possível carregar as opções.',
  notShownSuffix: ' (não aparece no site)',
  choose: 'Escolha...',
  chooseSectionFirst: 'Escolha a seção primeiro.',
  placement: 'Posição na lista',
  placementStart: 'No início (primeiro da lista)',
  placementEnd: 'No fim (depois de todos)',
  placementHint: (n: ResourceNames, homeLimit?: number) =>
    homeLimit
      ? `A página inicial mostra só os ${homeLimit} primeiros ${n.plural} publicados desta ordem: no início, ${article(n.gender)} ${agree(n.gender, 'novo', 'nova')} ${n.singular} aparece lá assim que for ${agree(n.gender, 'salvo', 'salva')}. Depois, a ordem muda na lista com “Mover para a posição…”.`
      : `Onde ${article(n.gender)} ${agree(n.gender, 'novo', 'nova')} ${n.singular} aparece no site. Depois, a ordem muda na lista com “Mover para a posição…”.`,
  placedFailed: (n: ResourceNames) =>
    `${capitalize(n.singular)} ${agree(n.gender, 'salvo', 'salva')} no fim da lista: não foi possível pôr no início. Use “Mover para a posição…” na lista.`,
} as const

/** Validation messages that mirror the database's CHECK constraints. */
export const validationMessages = {
  maxLength: (max: number) => `Use no máximo ${max.toLocaleString('pt-BR')} caracteres.`,
  urlOrPath:
    'Informe um endereço que comece com http:// ou https:// (ou um caminho do site, como /imagens/foto.jpg).',
  url: 'Informe um endereço que comece com http:// ou https://.',
  integer: 'Informe um número inteiro (sem vírgula nem ponto).',
  range: (min: number, max: number) => `Informe um número entre ${min} e ${max}.`,
  date: 'Informe uma data válida (dia, mês e ano).',
  choice: 'Escolha uma das opções da lista.',
  slug: 'Use só letras minúsculas sem acento, números e hífens entre as palavras (por exemplo, jovens-liderancas).',
  uf: 'Use a sigla do estado com duas letras maiúsculas (por exemplo, AL).',
  pageOfSection: 'Escolha uma página da seção escolhida.',
} as const
