import { defineResource } from '@/staff/resources/define'
import {
  flag,
  optionalMedia,
  requiredDate,
  requiredMedia,
  requiredText,
} from '@/staff/resources/fields'
import { newestFirst, sortBy } from '@/staff/resources/sorts'
import { portalPath } from '@/config/paths'

export const publicacoes = defineResource('pdc_publications', {
  slug: 'publicacoes',
  names: {
    singular: 'publicação',
    plural: 'publicações',
    gender: 'f',
    title: 'Publicações do Portal',
  },
  description: 'As publicações, cartilhas e estudos do Portal de Conteúdos.',
  nameColumn: 'title',
  columns: [
    { key: 'thematic', label: 'Temática', kind: 'text' },
    { key: 'publication_date', label: 'Data', kind: 'date' },
    { key: 'image_url', label: 'Capa', kind: 'image' },
  ],
  search: ['title', 'thematic', 'authors'],
  searchHint: 'Busca no título, na temática e nos autores.',
  sorts: [
    sortBy('publication_date.desc', 'Data (mais recente primeiro)', ['title', 'asc']),
    sortBy('publication_date.asc', 'Data (mais antiga primeiro)', ['title', 'asc']),
    sortBy('title.asc', 'Título (A a Z)'),
    sortBy('title.desc', 'Título (Z a A)'),
    newestFirst,
  ],
  defaultSort: 'publication_date.desc',
  publish: { column: 'is_published' },
  sitePath: () => portalPath,
  fields: {
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    thematic: requiredText({ label: 'Temática', required: 'Informe a temática.', max: 120 }),
    authors: requiredText({ label: 'Autores', required: 'Informe os autores.', max: 500 }),
    publication_date: requiredDate({
      label: 'Data de publicação',
      required: 'Informe a data de publicação.',
    }),
    file_url: requiredMedia({
      label: 'Arquivo',
      required: 'Envie o arquivo ou informe o endereço dele.',
      accept: 'document',
      folder: 'publicacoes',
    }),
    image_url: optionalMedia({ label: 'Imagem de capa', accept: 'image', folder: 'publicacoes' }),
    is_published: flag({ label: 'Publicado no site', initial: true }),
  },
})
