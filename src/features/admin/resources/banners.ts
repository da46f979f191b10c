import { defineResource } from '@/staff/resources/define'
import {
  flag,
  optionalText,
  optionalUrl,
  requiredMedia,
  requiredText,
} from '@/staff/resources/fields'
import { DISPLAY_ORDER, displayOrderSort, newestFirst, sortBy } from '@/staff/resources/sorts'
import { homePath } from '@/config/paths'

export const banners = defineResource('home_banners', {
  slug: 'banners',
  names: {
    singular: 'banner',
    plural: 'banners',
    gender: 'm',
    title: 'Banners da página inicial',
  },
  description: 'Os destaques em carrossel no topo da página inicial.',
  nameColumn: 'title',
  columns: [{ key: 'image_url', label: 'Imagem', kind: 'image' }],
  search: ['title', 'description'],
  searchHint: 'Busca no título e na descrição.',
  sorts: [
    displayOrderSort(),
    sortBy('title.asc', 'Título (A a Z)'),
    sortBy('title.desc', 'Título (Z a A)'),
    newestFirst,
  ],
  defaultSort: DISPLAY_ORDER,
  publish: { column: 'is_active' },
  ordered: { sort: DISPLAY_ORDER, home: { limit: 10 } },
  sitePath: () => homePath,
  fields: {
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    description: optionalText({ label: 'Descrição', max: 5000, control: 'textarea' }),
    image_url: requiredMedia({
      label: 'Imagem',
      required: 'Envie a imagem ou informe o endereço dela.',
      accept: 'image',
      folder: 'banners',
    }),
    link_url: optionalUrl({
      label: 'Link do banner',
      sitePaths: true,
      hint: 'Para onde o banner leva: um endereço completo ou uma página do site, como /programas.',
    }),
    is_active: flag({ label: 'Publicado no site', initial: true }),
  },
})
