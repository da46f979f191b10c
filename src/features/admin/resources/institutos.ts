import { defineResource } from '@/staff/resources/define'
import { flag, optionalMedia, optionalUrl, requiredText, slug, uf } from '@/staff/resources/fields'
import { DISPLAY_ORDER, displayOrderSort, newestFirst, sortBy } from '@/staff/resources/sorts'
import { href, institutePath } from '@/config/paths'

export const institutos = defineResource('institutos', {
  slug: 'institutos',
  names: { singular: 'instituto', plural: 'institutos', gender: 'm', title: 'Institutos' },
  description: 'Os institutos da rede MOV, com a página de cada um.',
  nameColumn: 'name',
  columns: [
    { key: 'city', label: 'Cidade', kind: 'text' },
    { key: 'state', label: 'UF', kind: 'text' },
    { key: 'logo_url', label: 'Logo', kind: 'image' },
  ],
  search: ['name', 'city', 'state'],
  searchHint: 'Busca no nome, na cidade e na UF.',
  sorts: [
    displayOrderSort(),
    sortBy('name.asc', 'Nome (A a Z)'),
    sortBy('name.desc', 'Nome (Z a A)'),
    sortBy('state.asc', 'UF (A a Z)', ['city', 'asc']),
    newestFirst,
  ],
  defaultSort: DISPLAY_ORDER,
  publish: { column: 'is_active' },
  ordered: { sort: DISPLAY_ORDER },
  sitePath: (row) => href(institutePath, { id: row.id }),
  fields: {
    name: requiredText({ label: 'Nome', required: 'Informe o nome.', max: 200 }),
    slug: slug({ from: 'name', fromLabel: 'Gerar a partir do nome' }),
    city: requiredText({ label: 'Cidade', required: 'Informe a cidade.', max: 120 }),
    state: uf({ label: 'UF', required: 'Informe a UF.' }),
    description: requiredText({
      label: 'Descrição',
      required: 'Informe a descrição.',
      max: 5000,
      control: 'textarea',
    }),
    logo_url: optionalMedia({ label: 'Logo', accept: 'image', folder: 'institutos' }),
    site_url: optionalUrl({ label: 'Site do instituto', sitePaths: false }),
    is_active: flag({ label: 'Publicado no site', initial: true }),
  },
})
