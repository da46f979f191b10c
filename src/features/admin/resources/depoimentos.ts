import { defineResource } from '@/staff/resources/define'
import { optionalMedia, requiredText } from '@/staff/resources/fields'
import { DISPLAY_ORDER, displayOrderSort, newestFirst, sortBy } from '@/staff/resources/sorts'
import { homePath } from '@/config/paths'

export const depoimentos = defineResource('testimonials', {
  slug: 'depoimentos',
  names: { singular: 'depoimento', plural: 'depoimentos', gender: 'm', title: 'Depoimentos' },
  description: 'O que jovens e parceiros dizem sobre o MOV, na página inicial.',
  nameColumn: 'name',
  columns: [
    { key: 'role', label: 'Papel', kind: 'text' },
    { key: 'avatar_url', label: 'Foto', kind: 'image' },
  ],
  search: ['name', 'role', 'quote'],
  searchHint: 'Busca no nome, no papel e no depoimento.',
  sorts: [
    displayOrderSort(),
    sortBy('name.asc', 'Nome (A a Z)'),
    sortBy('name.desc', 'Nome (Z a A)'),
    newestFirst,
  ],
  defaultSort: DISPLAY_ORDER,
  ordered: { sort: DISPLAY_ORDER, home: { limit: 12 } },
  sitePath: () => homePath,
  fields: {
    name: requiredText({ label: 'Nome', required: 'Informe o nome.', max: 200 }),
    role: requiredText({
      label: 'Papel',
      required: 'Informe o papel.',
      max: 200,
      hint: 'Quem a pessoa é, como “Participante do Jovens Lideranças”.',
    }),
    quote: requiredText({
      label: 'Depoimento',
      required: 'Informe o depoimento.',
      max: 2000,
      control: 'textarea',
    }),
    avatar_url: optionalMedia({ label: 'Foto', accept: 'image', folder: 'depoimentos' }),
  },
})
