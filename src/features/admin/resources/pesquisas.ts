import { defineResource } from '@/staff/resources/define'
import {
  flag,
  integer,
  optionalMedia,
  optionalText,
  requiredText,
  slug,
} from '@/staff/resources/fields'
import { newestFirst, sortBy } from '@/staff/resources/sorts'
import { href, researchPath } from '@/config/paths'

export const pesquisas = defineResource('pesquisas', {
  slug: 'pesquisas',
  names: { singular: 'pesquisa', plural: 'pesquisas', gender: 'f', title: 'Pesquisas' },
  description: 'Os estudos sobre juventudes, com a página de cada um.',
  nameColumn: 'title',
  columns: [
    { key: 'year', label: 'Ano', kind: 'number' },
    { key: 'authors', label: 'Autores', kind: 'text' },
    { key: 'cover_image_url', label: 'Capa', kind: 'image' },
  ],
  search: ['title', 'summary', 'authors'],
  searchHint: 'Busca no título, no resumo e nos autores.',
  sorts: [
    sortBy('year.desc', 'Ano (mais recente primeiro)', ['title', 'asc']),
    sortBy('year.asc', 'Ano (mais antigo primeiro)', ['title', 'asc']),
    sortBy('title.asc', 'Título (A a Z)'),
    sortBy('title.desc', 'Título (Z a A)'),
    newestFirst,
  ],
  defaultSort: 'year.desc',
  publish: { column: 'is_published' },
  sitePath: (row) => href(researchPath, { id: row.id }),
  fields: {
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    slug: slug({ from: 'title', fromLabel: 'Gerar a partir do título' }),
    summary: requiredText({
      label: 'Resumo',
      required: 'Informe o resumo.',
      max: 5000,
      control: 'textarea',
    }),
    body: optionalText({ label: 'Texto completo', max: 100000, control: 'markdown' }),
    authors: requiredText({ label: 'Autores', required: 'Informe os autores.', max: 500 }),
    year: integer({
      label: 'Ano',
      required: 'Informe o ano.',
      min: 1990,
      max: 2100,
      rangeMessage: 'Informe um ano entre 1990 e 2100.',
    }),
    file_url: optionalMedia({ label: 'Arquivo (PDF)', accept: 'document', folder: 'pesquisas' }),
    cover_image_url: optionalMedia({
      label: 'Imagem de capa',
      accept: 'image',
      folder: 'pesquisas',
    }),
    is_published: flag({ label: 'Publicada no site', initial: true }),
  },
})
