import { defineResource } from '@/staff/resources/define'
import { flag, integer, optionalUrl, requiredText } from '@/staff/resources/fields'
import { DISPLAY_ORDER, displayOrderSort, newestFirst, sortBy } from '@/staff/resources/sorts'
import { movPlusPath } from '@/config/paths'

/** MOV+ rewards: what members redeem their points for, with the stock left. */
export const recompensas = defineResource('mov_plus_recompensas', {
  slug: 'recompensas',
  names: { singular: 'recompensa', plural: 'recompensas', gender: 'f', title: 'Recompensas' },
  description: 'O que os membros trocam por pontos, com o custo e o estoque.',
  nameColumn: 'title',
  columns: [
    { key: 'cost', label: 'Custo (pontos)', kind: 'number' },
    { key: 'stock', label: 'Estoque', kind: 'number' },
  ],
  search: ['title', 'description'],
  searchHint: 'Busca no título e na descrição.',
  sorts: [
    displayOrderSort(),
    sortBy('title.asc', 'Título (A a Z)'),
    sortBy('stock.asc', 'Estoque (menor primeiro)', ['title', 'asc']),
    sortBy('cost.asc', 'Custo (menor primeiro)', ['title', 'asc']),
    newestFirst,
  ],
  defaultSort: DISPLAY_ORDER,
  publish: { column: 'is_active' },
  ordered: { sort: DISPLAY_ORDER },
  sitePath: () => movPlusPath,
  deleteNote:
    'Uma recompensa que já foi pedida não pode ser excluída (o histórico fica): desative-a.',
  fields: {
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    description: requiredText({
      label: 'Descrição',
      required: 'Informe a descrição.',
      max: 5000,
      control: 'textarea',
    }),
    cost: integer({
      label: 'Custo em pontos',
      required: 'Informe o custo.',
      min: 1,
      max: 1000000,
      rangeMessage: 'Use de 1 a 1.000.000 pontos.',
    }),
    stock: integer({
      label: 'Estoque',
      hint: 'Quantas unidades ainda podem ser resgatadas. Cada resgate aprovado desconta uma.',
      required: 'Informe o estoque (0 se acabou).',
      min: 0,
      max: 1000000,
      rangeMessage: 'Use um número de 0 a 1.000.000.',
    }),
    image_url: optionalUrl({ label: 'Imagem (endereço)', sitePaths: true }),
    is_active: flag({ label: 'Ativa (aparece para os membros)', initial: true }),
  },
})
