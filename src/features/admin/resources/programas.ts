import { defineResource } from '@/staff/resources/define'
import {
  flag,
  integer,
  optionalChoice,
  optionalMedia,
  requiredChoice,
  requiredText,
} from '@/staff/resources/fields'
import { DISPLAY_ORDER, displayOrderSort, newestFirst, sortBy } from '@/staff/resources/sorts'
import { href, programPath } from '@/config/paths'

const programIconOptions = [
  { value: 'Rocket', label: 'Foguete' },
  { value: 'Lightbulb', label: 'Lâmpada' },
  { value: 'Heart', label: 'Coração' },
  { value: 'Target', label: 'Alvo' },
  { value: 'Zap', label: 'Raio' },
] as const

const programGradientOptions = [
  { value: 'gradient-purple-blue', label: 'Roxo para azul' },
  { value: 'gradient-green', label: 'Verde' },
  { value: 'gradient-orange-pink', label: 'Laranja para rosa' },
  { value: 'gradient-blue-teal', label: 'Azul para verde-azulado' },
  { value: 'gradient-red', label: 'Vermelho' },
  { value: 'gradient-purple-pink', label: 'Roxo para rosa' },
  { value: 'gradient-yellow', label: 'Amarelo' },
  { value: 'gradient-cyan', label: 'Ciano' },
] as const

export const programas = defineResource('programas', {
  slug: 'programas',
  names: { singular: 'programa', plural: 'programas', gender: 'm', title: 'Programas' },
  description: 'Os programas da página inicial e da página Programas.',
  nameColumn: 'title',
  columns: [
    { key: 'image_url', label: 'Imagem', kind: 'image' },
    { key: 'category', label: 'Categoria', kind: 'text' },
    { key: 'year', label: 'Ano', kind: 'number' },
  ],
  search: ['title', 'category', 'description'],
  searchHint: 'Busca no título, na categoria e na descrição.',
  sorts: [
    displayOrderSort(),
    sortBy('title.asc', 'Título (A a Z)'),
    sortBy('title.desc', 'Título (Z a A)'),
    sortBy('year.desc', 'Ano (mais recente primeiro)', ['title', 'asc']),
    newestFirst,
  ],
  defaultSort: DISPLAY_ORDER,
  publish: { column: 'is_active' },
  ordered: { sort: DISPLAY_ORDER, home: { limit: 3 } },
  sitePath: (row) => href(programPath, { id: row.id }),
  fields: {
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    category: requiredText({
      label: 'Categoria',
      required: 'Informe a categoria.',
      max: 120,
      hint: 'Usada no filtro da página Programas, como Liderança ou Inovação.',
    }),
    year: integer({
      label: 'Ano',
      required: 'Informe o ano.',
      min: 1990,
      max: 2100,
      rangeMessage: 'Informe um ano entre 1990 e 2100.',
    }),
    description: requiredText({
      label: 'Descrição',
      required: 'Informe a descrição.',
      max: 5000,
      control: 'textarea',
    }),
    icon: requiredChoice({
      label: 'Ícone',
      required: 'Escolha o ícone.',
      options: programIconOptions,
      initial: 'Zap',
    }),
    gradient: optionalChoice({
      label: 'Cor do cartão',
      options: programGradientOptions,
      emptyLabel: 'Automática (pela posição na lista)',
    }),
    image_url: optionalMedia({
      label: 'Imagem',
      accept: 'image',
      folder: 'programas',
      hint: 'Aparece no alto do cartão do programa e na página dele.',
    }),
    is_active: flag({ label: 'Publicado no site', initial: true }),
  },
})
