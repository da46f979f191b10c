import { defineResource } from '@/staff/resources/define'
import { flag, optionalUrl, requiredDate, requiredText } from '@/staff/resources/fields'
import { newestFirst, sortBy } from '@/staff/resources/sorts'
import { manifestosPath } from '@/config/paths'

export const manifestos = defineResource('manifestos', {
  slug: 'manifestos',
  names: { singular: 'manifesto', plural: 'manifestos', gender: 'm', title: 'Manifestos' },
  description: 'Os manifestos assinados pelo MOV, na página Manifestos.',
  nameColumn: 'title',
  columns: [
    { key: 'thematic', label: 'Temática', kind: 'text' },
    { key: 'signed_at', label: 'Assinado em', kind: 'date' },
  ],
  search: ['title', 'thematic', 'description'],
  searchHint: 'Busca no título, na temática e na descrição.',
  sorts: [
    sortBy('signed_at.desc', 'Data (mais recente primeiro)', ['title', 'asc']),
    sortBy('signed_at.asc', 'Data (mais antiga primeiro)', ['title', 'asc']),
    sortBy('title.asc', 'Título (A a Z)'),
    sortBy('title.desc', 'Título (Z a A)'),
    newestFirst,
  ],
  defaultSort: 'signed_at.desc',
  publish: { column: 'is_active' },
  sitePath: () => manifestosPath,
  fields: {
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    description: requiredText({
      label: 'Descrição',
      required: 'Informe a descrição.',
      max: 5000,
      control: 'textarea',
    }),
    thematic: {
      ...requiredText({ label: 'Temática', required: 'Informe a temática.', max: 120 }),
      initial: 'Geral',
    },
    signed_at: requiredDate({
      label: 'Data da assinatura',
      required: 'Informe a data da assinatura.',
    }),
    link_url: optionalUrl({ label: 'Link do manifesto', sitePaths: true }),
    is_active: flag({ label: 'Publicado no site', initial: true }),
  },
})
