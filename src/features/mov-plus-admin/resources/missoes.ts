import { defineResource } from '@/staff/resources/define'
import { flag, integer, requiredText } from '@/staff/resources/fields'
import { DISPLAY_ORDER, displayOrderSort, newestFirst, sortBy } from '@/staff/resources/sorts'
import { movPlusPath } from '@/config/paths'

/** MOV+ missions: what members do to earn points (shown on /mov-plus while active). */
export const missoes = defineResource('mov_plus_missoes', {
  slug: 'missoes',
  names: { singular: 'missão', plural: 'missões', gender: 'f', title: 'Missões' },
  description: 'O que os membros fazem para ganhar pontos, na página MOV+.',
  nameColumn: 'title',
  columns: [{ key: 'points', label: 'Pontos', kind: 'number' }],
  search: ['title', 'description'],
  searchHint: 'Busca no título e na descrição.',
  sorts: [
    displayOrderSort(),
    sortBy('title.asc', 'Título (A a Z)'),
    sortBy('points.desc', 'Pontos (maior primeiro)', ['title', 'asc']),
    newestFirst,
  ],
  defaultSort: DISPLAY_ORDER,
  publish: { column: 'is_active' },
  ordered: { sort: DISPLAY_ORDER },
  sitePath: () => movPlusPath,
  deleteNote: 'Os pontos já dados por esta missão continuam no extrato dos membros.',
  fields: {
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    description: requiredText({
      label: 'Descrição e como comprovar',
      hint: 'O que fazer e como mostrar à presidência que foi feito.',
      required: 'Informe a descrição.',
      max: 5000,
      control: 'textarea',
    }),
    points: integer({
      label: 'Pontos',
      required: 'Informe os pontos.',
      min: 1,
      max: 100000,
      rangeMessage: 'Use de 1 a 100.000 pontos.',
    }),
    is_active: flag({ label: 'Ativa (aparece para os membros)', initial: true }),
  },
})
