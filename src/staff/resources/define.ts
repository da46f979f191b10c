import * as z from 'zod'
import type { TablesInsert } from '@/types/database'
import { listMessages } from '../messages'
import type {
  ChildResourceConfig,
  EditableTable,
  Field,
  FormValues,
  ResourceConfig,
  ResourceRow,
} from './types'

type FieldsOutput<F> = { [K in keyof F]: F[K] extends Field<infer O> ? O : never }

/**
 * Compiles only when the form's output is a valid insert for `T` (every required column, right
 * types); `RouteColumn` is the one column a child's form never edits (the route sets the parent).
 */
type MatchesInsert<T extends EditableTable, F, RouteColumn extends string = never> =
  FieldsOutput<F> extends Omit<TablesInsert<T>, RouteColumn> ? [] : ['the form does not fit', T]

type Definition<F> = Omit<ResourceConfig, 'table' | 'fields' | 'schema' | 'parent'> & {
  fields: F
  /** Rules across fields (the issue names the field it belongs to). */
  refine?: (values: Record<string, unknown>, ctx: z.RefinementCtx) => void
}

/** A resource config whose form is checked against the table's insert type at compile time. */
export function defineResource<T extends EditableTable, F extends Record<string, Field>>(
  table: T,
  definition: Definition<F>,
  ..._typeCheck: MatchesInsert<T, F>
): ResourceConfig<T> {
  return build(table, definition)
}

/**
 * The config of rows that belong to a parent row (a track's modules): `parentColumn` holds the
 * parent's id, which the route sets, so the form is checked against the insert without it.
 */
export function defineChildResource<
  T extends EditableTable,
  P extends keyof TablesInsert<T> & string,
  F extends Record<string, Field>,
>(
  table: T,
  parentColumn: P,
  definition: Definition<F>,
  ..._typeCheck: MatchesInsert<T, F, P>
): ChildResourceConfig<T> {
  return { ...build(table, definition), parent: { column: parentColumn } }
}

function build<T extends EditableTable>(
  table: T,
  definition: Definition<Record<string, Field>>,
): ResourceConfig<T> {
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
