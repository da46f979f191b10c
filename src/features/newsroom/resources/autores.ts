import { defineResource } from '@/staff/resources/define'
import {
  optionalMedia,
  optionalText,
  optionalUrl,
  requiredText,
  slug,
} from '@/staff/resources/fields'
import { newestFirst, sortBy } from '@/staff/resources/sorts'
import { authorPath, href } from '@/config/paths'

/** The newsroom's authors: the byline and the card under every article, and /autores/{id}. */
export const autores = defineResource('autores', {
  slug: 'autores',
  names: { singular: 'autor', plural: 'autores', gender: 'm', title: 'Autores' },
  description: 'Quem assina as notícias: o cartão ao fim de cada notícia e a página do autor.',
  nameColumn: 'name',
  columns: [
    { key: 'role_title', label: 'Cargo ou função', kind: 'text' },
    { key: 'avatar_url', label: 'Foto', kind: 'image' },
  ],
  search: ['name', 'role_title'],
  searchHint: 'Busca no nome e no cargo.',
  sorts: [sortBy('name.asc', 'Nome (A a Z)'), sortBy('name.desc', 'Nome (Z a A)'), newestFirst],
  defaultSort: 'name.asc',
  sitePath: (row) => href(authorPath, { id: row.id }),
  deleteNote: 'As notícias deste autor continuam no site, sem autor.',
  fields: {
    name: requiredText({ label: 'Nome', required: 'Informe o nome.', max: 200 }),
    slug: slug({ from: 'name', fromLabel: 'Gerar a partir do nome' }),
    role_title: optionalText({ label: 'Cargo ou função', max: 200 }),
    bio: optionalText({
      label: 'Biografia',
      hint: 'Aparece no cartão ao fim das notícias e na página do autor.',
      max: 5000,
      control: 'textarea',
    }),
    avatar_url: optionalMedia({ label: 'Foto', accept: 'image', folder: 'autores' }),
    site_url: optionalUrl({ label: 'Site', sitePaths: false }),
    instagram_url: optionalUrl({ label: 'Instagram', sitePaths: false }),
    linkedin_url: optionalUrl({ label: 'LinkedIn', sitePaths: false }),
  },
})
