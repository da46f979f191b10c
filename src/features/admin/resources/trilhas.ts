import { defineResource } from '@/staff/resources/define'
import {
  flag,
  integer,
  optionalMedia,
  requiredChoice,
  requiredText,
  slug,
} from '@/staff/resources/fields'
import { DISPLAY_ORDER, displayOrderSort, newestFirst, sortBy } from '@/staff/resources/sorts'
import { formMessages, listMessages } from '@/staff/messages'
import { href, trackPath } from '@/config/paths'
import { trilhaModulos } from './trilha-modulos'

const trackLevelOptions = [
  { value: 'iniciante', label: 'Iniciante' },
  { value: 'intermediario', label: 'Intermediário' },
  { value: 'avancado', label: 'Avançado' },
] as const

export const trilhas = defineResource('trilhas', {
  slug: 'trilhas',
  names: {
    singular: 'trilha',
    plural: 'trilhas',
    gender: 'f',
    title: 'Trilhas formativas',
  },
  description: 'Os cursos de formação e os seus módulos.',
  nameColumn: 'title',
  columns: [
    {
      key: 'level',
      label: 'Nível',
      kind: 'enum',
      labels: Object.fromEntries(trackLevelOptions.map((o) => [o.value, o.label])),
    },
    { key: 'estimated_hours', label: 'Horas', kind: 'number' },
    { key: 'cover_image_url', label: 'Capa', kind: 'image' },
  ],
  search: ['title', 'description'],
  searchHint: 'Busca no título e na descrição.',
  sorts: [
    displayOrderSort(),
    sortBy('title.asc', 'Título (A a Z)'),
    sortBy('title.desc', 'Título (Z a A)'),
    newestFirst,
  ],
  defaultSort: DISPLAY_ORDER,
  publish: { column: 'is_published' },
  ordered: { sort: DISPLAY_ORDER },
  sitePath: (row) => href(trackPath, { id: row.id }),
  deleteNote: 'Os módulos desta trilha também serão excluídos.',
  child: {
    config: trilhaModulos,
    heading: listMessages.trackModules,
    listLabel: listMessages.moduleList,
    backLabel: formMessages.backToTrack,
  },
  // A new track has no modules yet: its edit page, where they are added, opens next.
  afterSave: ({ created }) =>
    created ? { open: 'edit', notice: formMessages.addModulesNext } : undefined,
  fields: {
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    slug: slug({ from: 'title', fromLabel: 'Gerar a partir do título' }),
    description: requiredText({
      label: 'Descrição',
      required: 'Informe a descrição.',
      max: 5000,
      control: 'textarea',
    }),
    cover_image_url: optionalMedia({ label: 'Imagem de capa', accept: 'image', folder: 'trilhas' }),
    level: requiredChoice({
      label: 'Nível',
      required: 'Escolha o nível.',
      options: trackLevelOptions,
      initial: 'iniciante',
    }),
    estimated_hours: integer({
      label: 'Carga horária (horas)',
      required: 'Informe a carga horária.',
      min: 1,
      max: 1000,
      rangeMessage: 'Informe um número de horas entre 1 e 1000.',
    }),
    is_published: flag({ label: 'Publicada no site', initial: true }),
  },
})
