// The admin area's own words (the staff frame's, shared by every area, are in src/staff/messages.ts).
import type { ResourceNames } from '@/staff/resources/types'

export const dashboardMessages = {
  title: 'Painel do Administrador',
  description: 'Escolha o que deseja editar. As alterações aparecem no site assim que são salvas.',
  countError: 'Não foi possível contar.',
  retry: 'Tentar novamente',
  counting: 'Contando...',
  count: (n: number, names: ResourceNames) =>
    `${n.toLocaleString('pt-BR')} ${n === 1 ? names.singular : names.plural}`,
  contactsTitle: 'Contatos, pessoas e mídia',
  proposals: 'As propostas de parceria enviadas pelo site.',
  people: 'As contas do site e os seus perfis de acesso.',
  media: 'As imagens e os arquivos enviados para o site.',
} as const
