// The compile-time check of a config's form against its table's insert: `npm run typecheck`
// fails when an `@ts-expect-error` below stops being an error.
import { expect, test } from 'vitest'
import { defineChildResource, defineResource } from '@/staff/resources/define'
import { bodyText, requiredText } from '@/staff/resources/fields'
import { trilhaModulos } from './trilha-modulos'
import { trilhas } from './trilhas'

const base = {
  slug: 'modulos',
  names: { singular: 'módulo', plural: 'módulos', gender: 'm', title: 'Módulos' },
  description: '',
  nameColumn: 'title',
  columns: [],
  search: [],
  searchHint: '',
  sorts: [],
  defaultSort: '',
} as const

const title = requiredText({ label: 'Título', required: 'Informe o título.', max: 300 })
const content = bodyText({ label: 'Conteúdo', max: 100 })

test("a child's form leaves out only the parent column the route sets", () => {
  const child = defineChildResource('trilha_modulos', 'trilha_id', {
    ...base,
    fields: { title, content },
  })
  expect(child.parent).toEqual({ column: 'trilha_id' })
  // The same form without the parent column is not a valid insert for the table.
  // @ts-expect-error the form misses `trilha_id`
  defineResource('trilha_modulos', { ...base, fields: { title, content } })
  // @ts-expect-error the form misses `title`, a required column
  defineChildResource('trilha_modulos', 'trilha_id', {
    ...base,
    fields: { content },
  })
  // @ts-expect-error `slug` is not a column of trilha_modulos
  defineChildResource('trilha_modulos', 'slug', { ...base, fields: { title, content } })
})

test("the track's config declares its modules as its child, edited under the track", () => {
  expect(trilhas.child?.config).toBe(trilhaModulos)
  expect(trilhaModulos.parent.column).toBe('trilha_id')
})
