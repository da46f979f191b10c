import { defineResource } from '@/staff/resources/define'
import { optionalMedia, requiredDate, requiredText, requiredUrl } from '@/staff/resources/fields'
import { newestFirst, sortBy } from '@/staff/resources/sorts'
import { homePath } from '@/config/paths'

export const naMidia = defineResource('na_midia', {
  slug: 'na-midia',
  names: { singular: 'matéria', plural: 'matérias', gender: 'f', title: 'Na mídia' },
  description: 'As matérias sobre o MOV na imprensa, mostradas na página inicial.',
  nameColumn: 'title',
  columns: [
    { key: 'source', label: 'Veículo', kind: 'text' },
    { key: 'published_at', label: 'Data', kind: 'date' },
    { key: 'logo_url', label: 'Logo', kind: 'image' },
  ],
  search: ['title', 'source'],
  searchHint: 'Busca no título e no veículo.',
  sorts: [
    sortBy('published_at.desc', 'Data (mais recente primeiro)', ['title', 'asc']),
    sortBy('published_at.asc', 'Data (mais antiga primeiro)', ['title', 'asc']),
    sortBy('title.asc', 'Título (A a Z)'),
    sortBy('source.asc', 'Veículo (A a Z)', ['published_at', 'desc']),
    newestFirst,
  ],
  defaultSort: 'published_at.desc',
  sitePath: () => homePath,
  fields: {
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    source: requiredText({
      label: 'Veículo',
      required: 'Informe o veículo.',
      max: 120,
      hint: 'O jornal, portal ou programa que publicou, como G1 ou Folha.',
    }),
    published_at: requiredDate({
      label: 'Data da matéria',
      required: 'Informe a data da matéria.',
    }),
    link_url: requiredUrl({
      label: 'Link da matéria',
      required: 'Informe o link da matéria.',
      sitePaths: true,
    }),
    logo_url: optionalMedia({ label: 'Logo do veículo', accept: 'image', folder: 'na-midia' }),
  },
})
