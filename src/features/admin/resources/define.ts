import * as z from 'zod'
import { listMessages } from '../messages'
import type { TablesInsert } from '@/types/database'
import type { ContentTable, Field, FormValues, ResourceConfig, ResourceRow } from './types'

type FieldsOutput<F> = { [K in keyof F]: F[K] extends Field<infer O> ? O : never }

/** Columns a form never edits: they come from the route (the parent row). */
type RouteColumns = 'trilha_id'

/** Compiles only when the form's output is a valid insert for `T` (every required column, right types). */
type MatchesInsert<T extends ContentTable, F> =
  FieldsOutput<F> extends Omit<TablesInsert<T>, RouteColumns> ? [] : ['the form does not fit', T]

type Definition<F> = Omit<ResourceConfig, 'table' | 'fields' | 'schema'> & {
  fields: F
  /** Rules across fields (the issue names the field it belongs to). */
  refine?: (values: Record<string, unknown>, ctx: z.RefinementCtx) => void
}

/** A resource config whose form is checked against the table's insert type at compile time. */
export function defineResource<T extends ContentTable, F extends Record<string, Field>>(
  table: T,
  definition: Definition<F>,
  ..._typeCheck: MatchesInsert<T, F>
): ResourceConfig {
  const { refine, ...rest } = definition
  const shape = z.object(
    Object.fromEntries(Object.entries(definition.fields).map(([name, f]) => [name, f.schema])),
  )
  const schema = (refine ? shape.superRefine(refine) : shape) as unknown as z.ZodType<
    Record<string, unknown>,
    FormValues
  >
  return { ...rest, table, schema }
}

/** The form's values for a new row. */
export function initialValues(config: ResourceConfig): FormValues {
  return Object.fromEntries(Object.entries(config.fields).map(([name, f]) => [name, f.initial]))
}

/** The form's values for an existing row. */
export function rowValues(config: ResourceConfig, row: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    Object.entries(config.fields).map(([name, f]) => [name, f.toForm(row[name])]),
  )
}

/** The text that names a row in lists, headings and confirmations. */
export function rowName(config: ResourceConfig, row: ResourceRow): string {
  const value = row[config.nameColumn]
  return typeof value === 'string' && value.trim() !== '' ? value : listMessages.untitled
}
