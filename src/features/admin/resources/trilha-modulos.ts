import { defineChildResource } from '@/staff/resources/define'
import { bodyText, optionalUrl, requiredText } from '@/staff/resources/fields'
import { DISPLAY_ORDER, displayOrderSort } from '@/staff/resources/sorts'
import { href, trackModulePath } from '@/config/paths'

/** The modules of one track (edited from the track's page, /admin/trilhas/:id). */
export const trilhaModulos = defineChildResource('trilha_modulos', 'trilha_id', {
  slug: 'modulos',
  names: { singular: 'módulo', plural: 'módulos', gender: 'm', title: 'Módulos' },
  description: 'Os módulos de uma trilha formativa.',
  nameColumn: 'title',
  columns: [],
  search: [],
  searchHint: '',
  sorts: [displayOrderSort('trilha_id')],
  defaultSort: DISPLAY_ORDER,
  ordered: { sort: DISPLAY_ORDER, scope: 'trilha_id' },
  sitePath: (row) => href(trackModulePath, { trilhaId: String(row.trilha_id), moduloId: row.id }),
  fields: {
    title: requiredText({ label: 'Título', required: 'Informe o título.', max: 300 }),
    content: bodyText({ label: 'Conteúdo', max: 100000, control: 'markdown' }),
    video_url: optionalUrl({
      label: 'Endereço do vídeo',
      sitePaths: true,
      hint: 'Um link do YouTube ou Vimeo, por exemplo.',
    }),
  },
})
