// pt-BR texts of the partnership inbox (/admin/propostas), plus the labels and date formats it shows.
import { adminPath } from '@/config/paths'

export const PROPOSALS_PATH = `${adminPath}/propostas`
export const proposalPath = (id: string) => `${PROPOSALS_PATH}/${encodeURIComponent(id)}`

/** Stored values and the labels the public partnership form shows for them. */
export const PROPOSAL_TYPES = [
  { value: 'Financeira', label: 'Financeira' },
  { value: 'Pro-bono', label: 'Pro-bono (Serviços)' },
  { value: 'Divulgacao', label: 'Divulgação' },
  { value: 'Outro', label: 'Outro' },
] as const

export const PROPOSAL_STATUSES = [
  { value: 'nova', label: 'Nova' },
  { value: 'tratada', label: 'Tratada' },
] as const

export type ProposalType = (typeof PROPOSAL_TYPES)[number]['value']
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number]['value']

/** The value when it is one of `options`, else null (an unknown `?tipo=` filters nothing). */
export function pickOption<T extends string>(
  options: ReadonlyArray<{ value: T }>,
  value: string | null,
): T | null {
  return options.find((o) => o.value === value)?.value ?? null
}

export function proposalTypeLabel(value: string): string {
  return PROPOSAL_TYPES.find((o) => o.value === value)?.label ?? value
}

export function proposalStatusLabel(value: string): string {
  return PROPOSAL_STATUSES.find((o) => o.value === value)?.label ?? value
}

/** Staff read times as they are in Brazil (the movement's clock), whatever the browser's zone. */
const ADMIN_TIME_ZONE = 'America/Sao_Paulo'

const dateTimeParts = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: ADMIN_TIME_ZONE,
})

function parts(value: string | Date): Record<string, string> | null {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return Object.fromEntries(dateTimeParts.formatToParts(date).map((p) => [p.type, p.value]))
}

/** "23/11/2026 14:05" in São Paulo time; empty text for a missing or invalid date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const p = value ? parts(value) : null
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : ''
}

/** "23/11/2026" in São Paulo time; empty text for a missing or invalid date. */
export function formatDay(value: string | Date | null | undefined): string {
  const p = value ? parts(value) : null
  return p ? `${p.day}/${p.month}/${p.year}` : ''
}

/** "2026-11-23": the day in São Paulo (for file names). */
export function isoDayInBrazil(value: Date): string {
  const p = parts(value)
  return p ? `${p.year}-${p.month}-${p.day}` : ''
}

export const proposalsMessages = {
  listTitle: 'Propostas de parceria',
  listDescription:
    'Propostas enviadas pelo formulário “Torne-se um Parceiro”, das mais recentes às mais antigas.',
  filtersLabel: 'Filtrar propostas',
  search: 'Buscar',
  searchHint: 'Organização, contato ou e-mail.',
  searchButton: 'Buscar',
  type: 'Tipo de parceria',
  allTypes: 'Todos os tipos',
  status: 'Status',
  allStatuses: 'Todos os status',
  clearFilters: 'Limpar filtros',
  loading: 'Carregando propostas',
  errorTitle: 'Não foi possível carregar as propostas.',
  emptyNone: 'Nenhuma proposta recebida ainda.',
  emptyNoneDescription: 'As propostas enviadas pelo site aparecem aqui.',
  emptyFiltered: 'Nenhuma proposta com estes filtros.',
  emptyFilteredDescription: 'Tente outro tipo, outro status ou outra busca.',
  count: (total: number) =>
    total === 1
      ? '1 proposta encontrada.'
      : `${total.toLocaleString('pt-BR')} propostas encontradas.`,
  pagination: 'Páginas de propostas',
  tableCaption: 'Propostas de parceria recebidas',
  columns: {
    organization: 'Organização',
    contact: 'Contato',
    email: 'E-mail',
    type: 'Tipo',
    receivedAt: 'Recebida em',
    status: 'Status',
  },
  open: (organization: string) => `Abrir a proposta de ${organization}`,
  export: 'Exportar CSV',
  exporting: 'Exportando...',
  exportSuccess: 'Exportação concluída',
  exportSuccessDescription: (total: number) =>
    total === 1
      ? '1 proposta no arquivo.'
      : `${total.toLocaleString('pt-BR')} propostas no arquivo.`,
  exportFailed: 'Não foi possível exportar as propostas.',
  exportFileName: (day: string) => `propostas-${day}.csv`,
  csvHeader: [
    'ID',
    'Recebida em',
    'Organização',
    'Contato',
    'E-mail',
    'Telefone',
    'Site',
    'Instagram',
    'CNPJ',
    'Tipo de parceria',
    'Descrição da organização',
    'Proposta',
    'Status',
    'Tratada em',
    'Tratada por',
  ],
  // Detail
  detailLoading: 'Carregando proposta',
  detailError: 'Não foi possível carregar a proposta.',
  notFoundTitle: 'Proposta não encontrada',
  notFoundDescription: 'Esta proposta não existe ou foi excluída.',
  backToList: 'Voltar para as propostas',
  fields: {
    organization: 'Organização',
    contact: 'Contato',
    email: 'E-mail',
    phone: 'Telefone',
    site: 'Site',
    instagram: 'Instagram',
    cnpj: 'CNPJ',
    type: 'Tipo de parceria',
    description: 'Descrição da organização',
    proposal: 'Proposta',
    receivedAt: 'Recebida em',
    status: 'Status',
    handledAt: 'Tratada em',
    handledBy: 'Tratada por',
  },
  notInformed: 'Não informado',
  unknownHandler: 'Conta removida',
  newTab: '(abre em nova aba)',
  markHandled: 'Marcar como tratada',
  markNew: 'Marcar como nova',
  markedHandled: 'Proposta marcada como tratada',
  markedNew: 'Proposta marcada como nova',
  statusFailed: 'Não foi possível alterar o status.',
  delete: 'Excluir',
  deleteTitle: 'Excluir proposta?',
  deleteDescription: (organization: string) =>
    `A proposta de ${organization} será excluída definitivamente. Esta ação não pode ser desfeita.`,
  deleteConfirm: 'Excluir proposta',
  deleted: 'Proposta excluída',
  deletedDescription: (organization: string) => `A proposta de ${organization} foi excluída.`,
  deleteFailed: 'Não foi possível excluir a proposta.',
  newCount: (n: number) =>
    n === 1 ? '1 proposta nova' : `${n.toLocaleString('pt-BR')} propostas novas`,
} as const
