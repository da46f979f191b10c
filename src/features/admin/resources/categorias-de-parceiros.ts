import { defineResource } from '@/staff/resources/define'
import { requiredText } from '@/staff/resources/fields'
import { DISPLAY_ORDER, displayOrderSort, newestFirst, sortBy } from '@/staff/resources/sorts'
import { partnersPath } from '@/config/paths'

export const categoriasDeParceiros = defineResource('partner_categories', {
  slug: 'categorias-de-parceiros',
  names: {
    singular: 'categoria de parceiros',
    plural: 'categorias de parceiros',
    gender: 'f',
    title: 'Categorias de parceiros',
  },
  description: 'Os grupos da página Parceiros, como Patrocinadores.',
  nameColumn: 'name',
  columns: [],
  search: ['name'],
  searchHint: 'Busca no nome.',
  sorts: [
    displayOrderSort(),
    sortBy('name.asc', 'Nome (A a Z)'),
    sortBy('name.desc', 'Nome (Z a A)'),
    newestFirst,
  ],
  defaultSort: DISPLAY_ORDER,
  ordered: { sort: DISPLAY_ORDER },
  sitePath: () => partnersPath,
  deleteNote: 'Os parceiros desta categoria continuam cadastrados, mas ficam sem categoria.',
  fields: {
    name: requiredText({
      label: 'Nome',
      required: 'Informe o nome.',
      max: 120,
      hint: 'Cada categoria precisa de um nome diferente.',
    }),
  },
})
