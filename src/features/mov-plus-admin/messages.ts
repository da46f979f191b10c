import type { StaffArea } from '@/staff/area'
import type { AccessMessages } from '@/staff/messages'
import { movPlusAdminPath } from '@/config/paths'

export const presidencyArea: StaffArea = {
  name: 'Presidência MOV+',
  root: movPlusAdminPath,
  homeLabel: 'Painel',
  homeLink: 'Ir para o Painel',
  description: 'Área restrita da presidência geral do MOV+.',
  menuTitle: 'Menu da presidência',
  navLabel: 'Presidência MOV+',
  footer: 'Área restrita da presidência geral do MOV+.',
}

export const presidencyAccessMessages: AccessMessages = {
  title: 'Presidência Geral do MOV+',
  checking: 'Verificando sua conta...',
  why: 'A senha de acesso abre esta área, mas cada ponto dado e cada resgate decidido aqui é autorizado pelo perfil da conta conectada.',
  signedOut:
    'Você não está conectado. Para usar esta área, é necessária uma conta com o perfil de administrador do MOV+ (ou de administrador).',
  signedIn: (name, role) =>
    `Você está conectado como ${name}${role ? `, com o perfil de ${role}` : ', sem perfil definido'}. Para usar esta área, é necessária uma conta com o perfil de administrador do MOV+ (ou de administrador).`,
  signIn: 'Entrar',
  signInOther: 'Entrar com outra conta',
}

export const navMessages = {
  dashboard: 'Painel',
  award: 'Dar pontos',
  redemptions: 'Resgates',
  completions: 'Missões concluídas',
  platform: 'Plataforma',
} as const

export const dashboardMessages = {
  title: 'Presidência Geral do MOV+',
  description: 'Os números do mês e o que espera uma decisão.',
  pointsThisMonth: 'Pontos dados neste mês',
  pendingRedemptions: 'Resgates pendentes',
  pendingCompletions: 'Missões concluídas a conferir',
  topMissions: 'Missões que mais deram pontos',
  topMissionsEmpty: 'Nenhuma missão deu pontos ainda.',
  timesAwarded: (n: number) => (n === 1 ? '1 vez' : `${n.toLocaleString('pt-BR')} vezes`),
  points: (n: number) => `${n.toLocaleString('pt-BR')} pontos`,
  loading: 'Carregando os números...',
  error: 'Não foi possível carregar os números.',
  open: 'Abrir',
} as const

export const awardMessages = {
  title: 'Dar pontos',
  description:
    'Busque o membro pelo nome ou e-mail, escolha a missão (ou informe o motivo) e dê os pontos. Um lançamento errado é corrigido por um estorno: o histórico nunca é apagado.',
  search: 'Buscar membro',
  searchHint: 'Nome ou e-mail, com ou sem acentos.',
  searching: 'Buscando membros...',
  searchError: 'Não foi possível buscar os membros.',
  noMembers: 'Nenhum membro encontrado',
  noMembersDescription: 'Confira o nome ou o e-mail e tente de novo.',
  results: 'Membros encontrados',
  choose: (name: string) => `Escolher ${name}`,
  chosen: 'Membro escolhido',
  balance: (n: number) => `Saldo: ${n.toLocaleString('pt-BR')} pontos`,
  memberNotFound: 'Membro não encontrado.',
  loadingMember: 'Carregando o membro...',
  memberError: 'Não foi possível carregar o membro.',
  formTitle: 'Novo lançamento',
  mission: 'Missão',
  otherReason: 'Outro motivo (informe abaixo)',
  points: 'Pontos',
  missionPointsHint: (n: number) =>
    `Esta missão vale ${n.toLocaleString('pt-BR')} pontos. Para dar outro valor, escolha “Outro motivo”.`,
  reason: 'Motivo',
  reasonHint: 'Aparece no extrato do membro.',
  submit: 'Dar pontos',
  awarded: (n: number, name: string) => `${n.toLocaleString('pt-BR')} pontos dados para ${name}.`,
  errors: {
    points: 'Informe os pontos: um número inteiro de 1 a 100.000.',
    reason: 'Informe o motivo.',
    reasonMax: 'Use no máximo 500 caracteres.',
    failed: 'Não foi possível dar os pontos.',
  },
  ledgerTitle: 'Extrato do membro',
  ledgerCaption: 'Lançamentos do membro, do mais recente ao mais antigo',
  ledgerEmpty: 'Nenhum lançamento ainda.',
  ledgerLoading: 'Carregando o extrato...',
  ledgerError: 'Não foi possível carregar o extrato.',
  ledgerCount: (n: number) =>
    n === 1 ? '1 lançamento' : `${n.toLocaleString('pt-BR')} lançamentos`,
  ledgerPagination: 'Páginas do extrato',
  columns: {
    date: 'Data',
    reason: 'Motivo',
    points: 'Pontos',
    by: 'Lançado por',
    actions: 'Ações',
  },
  undo: 'Estornar',
  undoLabel: (reason: string) => `Estornar “${reason}”`,
  undone: 'Estornado',
  undoTitle: 'Estornar este lançamento?',
  undoDescription: (points: string, reason: string) =>
    `Um novo lançamento de ${points} pontos compensa “${reason}”. O lançamento original continua no extrato.`,
  undoReason: 'Motivo do estorno (opcional)',
  undoConfirm: 'Estornar',
  undoDone: 'Lançamento estornado.',
  undoFailed: 'Não foi possível estornar.',
} as const

export const decisionMessages = {
  pending: 'Pendentes',
  decided: 'Decididos',
  filterLabel: 'Mostrar',
  loading: 'Carregando...',
  approve: 'Aprovar',
  refuse: 'Recusar',
  reason: 'Motivo da recusa',
  reasonHint: 'O membro vê este motivo.',
  reasonRequired: 'Informe o motivo da recusa.',
  reasonMax: 'Use no máximo 500 caracteres.',
  cancel: 'Cancelar',
  status: {
    pendente: 'Pendente',
    aprovado: 'Aprovado',
    aprovada: 'Aprovada',
    recusado: 'Recusado',
    recusada: 'Recusada',
  } as Record<string, string>,
  requestedAt: 'Pedido em',
  decidedAt: 'Decidido em',
  by: (name: string) => `por ${name}`,
  redemptions: {
    title: 'Resgates',
    description:
      'Os pedidos de recompensa dos membros. Aprovar confere saldo e estoque e desconta os dois de uma vez, no banco de dados.',
    caption: 'Pedidos de resgate',
    empty: 'Nenhum pedido pendente',
    emptyDecided: 'Nenhum pedido decidido ainda',
    error: 'Não foi possível carregar os pedidos.',
    count: (n: number) => (n === 1 ? '1 pedido' : `${n.toLocaleString('pt-BR')} pedidos`),
    pagination: 'Páginas de pedidos',
    cost: (n: number) => `${n.toLocaleString('pt-BR')} pontos`,
    stock: (n: number) => (n === 1 ? '1 em estoque' : `${n.toLocaleString('pt-BR')} em estoque`),
    approveTitle: 'Aprovar este resgate?',
    approveDescription: (member: string, reward: string, cost: string) =>
      `${member} recebe “${reward}”: ${cost} saem do saldo e uma unidade sai do estoque.`,
    refuseTitle: 'Recusar este resgate?',
    refuseDescription: (member: string, reward: string) =>
      `O pedido de ${member} por “${reward}” será recusado. Nenhum ponto é descontado.`,
    approved: 'Resgate aprovado: pontos e estoque descontados.',
    refused: 'Resgate recusado.',
    failed: 'Não foi possível decidir o resgate.',
    ownRequest:
      'Este pedido é seu: outra pessoa da presidência do MOV+ precisa decidir. Ninguém decide o próprio resgate.',
  },
  completions: {
    title: 'Missões concluídas',
    description:
      'Os avisos de “concluí” dos membros. Aprovar dá os pontos da missão ao membro, no mesmo passo.',
    caption: 'Missões concluídas',
    empty: 'Nenhuma missão concluída a conferir',
    emptyDecided: 'Nenhuma missão concluída foi decidida ainda',
    error: 'Não foi possível carregar as missões concluídas.',
    count: (n: number) => (n === 1 ? '1 aviso' : `${n.toLocaleString('pt-BR')} avisos`),
    pagination: 'Páginas de missões concluídas',
    note: 'Comentário do membro',
    link: 'Comprovação',
    approveTitle: 'Aprovar esta missão?',
    approveDescription: (member: string, mission: string, points: string) =>
      `${member} recebe ${points} pontos pela missão “${mission}”.`,
    refuseTitle: 'Recusar esta missão?',
    refuseDescription: (member: string, mission: string) =>
      `O aviso de ${member} sobre “${mission}” será recusado. Nenhum ponto é dado.`,
    approved: 'Missão aprovada: pontos dados.',
    refused: 'Missão recusada.',
    failed: 'Não foi possível decidir.',
    ownRequest:
      'Este aviso é seu: outra pessoa da presidência do MOV+ precisa decidir. Ninguém decide a própria missão.',
  },
  unknownMember: 'Membro removido',
  unknownItem: 'Item removido',
} as const
