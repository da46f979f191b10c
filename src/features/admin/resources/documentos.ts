import { defineResource } from '@/staff/resources/define'
import { optionalText, requiredDate, requiredMedia, requiredText } from '@/staff/resources/fields'
import { newestFirst, sortBy } from '@/staff/resources/sorts'
import { documentsPath } from '@/config/paths'

export const documentos = defineResource('documentos', {
  slug: 'documentos',
  names: { singular: 'documento', plural: 'documentos', gender: 'm', title: 'Documentos' },
  description: 'Estatuto, relatórios e guias da página Guias & Documentos.',
  nameColumn: 'title',
  columns: [
    { key: 'category', label: 'Categoria', kind: 'text' },
    { key: 'published_at', label: 'Data', kind: 'date' },
  ],
  search: ['title', 'category', 'description'],
  searchHint: 'Busca no título, na categoria e na descrição.',
  sorts: [
    sortBy('published_at.desc', 'Data (mais recente primeiro)', ['title', 'asc']),
    sortBy('published_at.asc', 'Data (mais antiga primeiro)', ['title', 'asc']),
    sortBy('title.asc', 'Título (A a Z)'),
    sortBy('category.asc', 'Categoria (A a Z)', ['published_at', 'desc']),
    newestFirst,
  ],
  defaultSort: 'published_at.desc',
  sitePath: () => documentsPath,
  fields: {
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    category: requiredText({
      label: 'Categoria',
      required: 'Informe a categoria.',
      max: 120,
      hint: 'Os documentos são agrupados por categoria, como Estatuto ou Relatórios.',
    }),
    description: optionalText({ label: 'Descrição', max: 5000, control: 'textarea' }),
    file_url: requiredMedia({
      label: 'Arquivo',
      required: 'Envie o arquivo ou informe o endereço dele.',
      accept: 'document',
      folder: 'documentos',
    }),
    published_at: requiredDate({ label: 'Data', required: 'Informe a data.' }),
  },
})
