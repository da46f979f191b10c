// pt-BR texts of the people screen (/admin/pessoas).
/** Roles in the order staff meet them, with the names the site already gives them. */
export const ROLES = [
  { value: 'user', label: 'Membro' },
  { value: 'escritor', label: 'Escritor' },
  { value: 'admin', label: 'Administrador' },
  { value: 'mov_plus_admin', label: 'Presidência geral do MOV+' },
] as const

export type Role = (typeof ROLES)[number]['value']

export function roleLabel(value: string): string {
  return ROLES.find((r) => r.value === value)?.label ?? value
}

/** `?ordem=` values (`column.direction`, the first is the default) and what each one sorts by. */
export const PEOPLE_SORTS = [
  { value: 'full_name.asc', label: 'Nome (A–Z)', column: 'full_name', ascending: true },
  { value: 'full_name.desc', label: 'Nome (Z–A)', column: 'full_name', ascending: false },
  {
    value: 'created_at.desc',
    label: 'Cadastro mais recente',
    column: 'created_at',
    ascending: false,
  },
  { value: 'created_at.asc', label: 'Cadastro mais antigo', column: 'created_at', ascending: true },
] as const

export type PeopleSort = (typeof PEOPLE_SORTS)[number]['value']

export const peopleMessages = {
  title: 'Pessoas',
  description: 'Contas cadastradas no site e o perfil de cada uma.',
  filtersLabel: 'Filtrar pessoas',
  search: 'Buscar',
  searchHint: 'Nome ou e-mail.',
  searchButton: 'Buscar',
  role: 'Perfil',
  allRoles: 'Todos os perfis',
  sort: 'Ordenar por',
  clearFilters: 'Limpar filtros',
  loading: 'Carregando pessoas',
  errorTitle: 'Não foi possível carregar as pessoas.',
  emptyNone: 'Nenhuma conta cadastrada ainda.',
  emptyFiltered: 'Nenhuma pessoa com estes filtros.',
  emptyFilteredDescription: 'Tente outro nome, outro e-mail ou outro perfil.',
  count: (total: number) =>
    total === 1 ? '1 pessoa encontrada.' : `${total.toLocaleString('pt-BR')} pessoas encontradas.`,
  pagination: 'Páginas de pessoas',
  listLabel: 'Contas',
  columns: { name: 'Nome', email: 'E-mail', role: 'Perfil', createdAt: 'Conta criada em' },
  noName: 'Sem nome',
  noEmail: 'E-mail não disponível',
  you: '(você)',
  createdAt: (date: string) => `Conta criada em ${date}`,
  roleSelect: (name: string) => `Perfil de ${name}`,
  change: 'Alterar perfil',
  changeFor: (name: string) => `Alterar perfil de ${name}`,
  ownAdmin: 'Você não pode remover o seu próprio perfil de administrador.',
  ownRole: 'Você não pode alterar o seu próprio perfil.',
  confirmTitle: 'Alterar perfil?',
  confirmDescription: (name: string, from: string, to: string) =>
    `Alterar o perfil de ${name} de ${from} para ${to}?`,
  confirm: 'Alterar perfil',
  changed: 'Perfil alterado',
  changedDescription: (name: string, to: string) => `${name} agora tem o perfil ${to}.`,
  changeFailed: 'Não foi possível alterar o perfil.',
} as const
