import { defineResource } from '@/staff/resources/define'
import { optionalChoice, optionalMedia, requiredText } from '@/staff/resources/fields'
import { DISPLAY_ORDER, displayOrderSort, newestFirst, sortBy } from '@/staff/resources/sorts'
import { representationsPath } from '@/config/paths'

/** The four categories the representations page shows (any other value is kept but hidden). */
export const representationCategories = [
  'FÓRUNS & PACTOS',
  'CONSELHOS DE DIREITO',
  'COALIZÕES & CAMPANHAS',
  'PRÊMIOS & RECONHECIMENTOS',
] as const

export const representacoes = defineResource('representacoes', {
  slug: 'representacoes',
  names: {
    singular: 'representação',
    plural: 'representações',
    gender: 'f',
    title: 'Representações',
  },
  description: 'Fóruns, conselhos, coalizões e prêmios em que o MOV está presente.',
  nameColumn: 'name',
  columns: [
    { key: 'category', label: 'Categoria', kind: 'text' },
    { key: 'logo_url', label: 'Logo', kind: 'image' },
  ],
  search: ['name', 'category'],
  searchHint: 'Busca no nome e na categoria.',
  sorts: [
    displayOrderSort('category'),
    sortBy('name.asc', 'Nome (A a Z)'),
    sortBy('name.desc', 'Nome (Z a A)'),
    newestFirst,
  ],
  defaultSort: DISPLAY_ORDER,
  ordered: { sort: DISPLAY_ORDER, scope: 'category' },
  sitePath: () => representationsPath,
  fields: {
    name: requiredText({ label: 'Nome', required: 'Informe o nome.', max: 200 }),
    category: optionalChoice({
      label: 'Categoria',
      options: representationCategories.map((c) => ({ value: c, label: c })),
      emptyLabel: 'Sem categoria (não aparece no site)',
      openMax: 120,
      hint: 'A ordem de exibição vale dentro de cada categoria.',
    }),
    logo_url: optionalMedia({ label: 'Logo', accept: 'image', folder: 'representacoes' }),
  },
})
