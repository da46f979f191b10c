import { defineResource } from '@/staff/resources/define'
import { foreignKey, optionalMedia, optionalUrl, requiredText } from '@/staff/resources/fields'
import { DISPLAY_ORDER, displayOrderSort, newestFirst, sortBy } from '@/staff/resources/sorts'
import { partnersPath } from '@/config/paths'

export const parceiros = defineResource('partners', {
  slug: 'parceiros',
  names: { singular: 'parceiro', plural: 'parceiros', gender: 'm', title: 'Parceiros' },
  description: 'As organizações parceiras, agrupadas por categoria na página Parceiros.',
  nameColumn: 'name',
  columns: [
    {
      key: 'category_id',
      label: 'Categoria',
      kind: 'foreign',
      source: 'partner_categories',
      emptyLabel: 'Sem categoria',
    },
    { key: 'logo_url', label: 'Logo', kind: 'image' },
  ],
  search: ['name'],
  searchHint: 'Busca no nome.',
  sorts: [
    displayOrderSort('category_id'),
    sortBy('name.asc', 'Nome (A a Z)'),
    sortBy('name.desc', 'Nome (Z a A)'),
    newestFirst,
  ],
  defaultSort: DISPLAY_ORDER,
  ordered: { sort: DISPLAY_ORDER, scope: 'category_id' },
  sitePath: () => partnersPath,
  fields: {
    name: requiredText({ label: 'Nome', required: 'Informe o nome.', max: 200 }),
    category_id: foreignKey({
      label: 'Categoria',
      source: 'partner_categories',
      emptyLabel: 'Sem categoria',
      hint: 'A ordem de exibição vale dentro de cada categoria.',
    }),
    logo_url: optionalMedia({ label: 'Logo', accept: 'image', folder: 'parceiros' }),
    site_url: optionalUrl({ label: 'Site do parceiro', sitePaths: true }),
  },
})
