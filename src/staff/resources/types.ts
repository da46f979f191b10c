// The shape of one content resource of the admin area: which table, how staff call it, how its
// list shows and sorts, and the form (fields built in ./fields, whose zod rules mirror the
// database's CHECK constraints).
import type * as z from 'zod'
import type { Database } from '@/types/database'

type Tables = Database['public']['Tables']

/** A table the generic screens can edit: its rows have a uuid `id` (see ResourceRow). */
export type EditableTable = {
  [K in keyof Tables]: Tables[K]['Row'] extends { id: string } ? K : never
}[keyof Tables]

/** A row as the generic screens see it (every content table has a uuid `id`). */
export type ResourceRow = { id: string } & Record<string, unknown>

export type Gender = 'm' | 'f'

export interface ResourceNames {
  /** Lower-case singular, as in "Novo programa", "Excluir o programa “…”?". */
  singular: string
  /** Lower-case plural, as in "12 programas encontrados". */
  plural: string
  gender: Gender
  /** The screen and navigation title ("Programas"). */
  title: string
}

export type FormValue = string | boolean
export type FormValues = Record<string, FormValue>

export interface SelectOption {
  value: string
  label: string
}

/** Tables that feed a select (foreign keys). */
export type OptionSource = 'partner_categories'

/** How a field is edited; the rules live in the field's zod schema. */
export type FieldControl =
  | { kind: 'text'; inputMode?: 'numeric' | 'text'; placeholder?: string }
  | { kind: 'textarea'; rows?: number }
  | { kind: 'markdown' }
  | { kind: 'url' }
  | { kind: 'media'; accept: 'image' | 'document'; folder: string }
  | { kind: 'date' }
  | { kind: 'select'; options: readonly SelectOption[]; emptyLabel?: string; open?: boolean }
  | { kind: 'foreign'; source: OptionSource; emptyLabel: string }
  | { kind: 'slug'; from: string; fromLabel: string }
  | { kind: 'page-slug'; sectionField: string }
  | { kind: 'switch' }

export interface Field<Out = unknown> {
  label: string
  required: boolean
  /** What an empty required field says ("Informe o título."). */
  requiredMessage?: string
  hint?: string
  /** The text's length limit, said in the hint. */
  maxLength?: number
  control: FieldControl
  /** Form value (text or checkbox) -> database value, with the pt-BR message of each rule. */
  schema: z.ZodType<Out, FormValue>
  /** The value a new row's form starts with. */
  initial: FormValue
  /** A database value -> the form's value. */
  toForm: (value: unknown) => FormValue
}

export type OrderTerm = readonly [column: string, direction: 'asc' | 'desc']

export interface SortOption {
  /** The URL value (`ordem=title.asc`). */
  value: string
  label: string
  /** PostgREST order terms, ending with a stable tiebreak. */
  order: readonly OrderTerm[]
}

export type ListColumn =
  | { key: string; label: string; kind: 'text' | 'date' | 'image' | 'number' }
  | { key: string; label: string; kind: 'enum'; labels: Readonly<Record<string, string>> }
  | { key: string; label: string; kind: 'foreign'; source: OptionSource; emptyLabel: string }

export interface ResourceConfig<T extends EditableTable = EditableTable> {
  table: T
  /** The URL segment under /admin (`programas`, `na-midia`, ...). */
  slug: string
  names: ResourceNames
  /** One line for the dashboard. */
  description: string
  /** The column that names a row (title or name). */
  nameColumn: string
  /** Extra columns of the list, after the name. */
  columns: readonly ListColumn[]
  /**
   * The text columns the search box searches, accents and case aside. The database folds exactly
   * these into the table's computed field `search_text` (supabase/migrations/*_search.sql, checked
   * by tests/db/search.test.ts); empty: no search box.
   */
  search: readonly string[]
  searchHint: string
  sorts: readonly SortOption[]
  defaultSort: string
  /** The visibility flag that the list's switch toggles. */
  publish?: { column: 'is_active' | 'is_published' }
  /**
   * Ordered by `display_order` through `move_display_order` and `place_display_order` (siblings
   * share `scope`); the move buttons show when the list is sorted by `sort`. `home`: the home page
   * shows the first `limit` published rows, so a new row starts "No início" and the screens say so.
   */
  ordered?: { sort: string; scope?: string; home?: { limit: number } }
  fields: Readonly<Record<string, Field>>
  schema: z.ZodType<Record<string, unknown>, FormValues>
  /** Rows that belong to a parent row (modules of a track): the parent's id column. */
  parent?: { column: string }
  /**
   * A resource whose rows belong to one row of this one (a track's modules): listed under the
   * parent's edit form, created and edited at <parent slug>/:id/<child slug>/novo and /:childId.
   */
  child?: ChildResource
  /** Said in the delete confirmation, after the note that the row goes to the trash. */
  deleteNote?: string
  /** The public page that shows a row, when there is one. */
  sitePath?: (row: ResourceRow) => string | null
  /**
   * Runs once a save from this resource's form is written (the screens already refetching) and
   * decides what the form does next: `open: 'edit'` takes a new row to its edit page instead of
   * the list (a track, whose modules are added there), `notice` is said under the toast. A
   * decision, not a write: what a save must change in the database belongs in the database.
   */
  afterSave?: (saved: SavedRow) => AfterSave | undefined
}

/** What `afterSave` is told: the row's id, whether the save created it, and what was sent. */
export interface SavedRow {
  id: string
  created: boolean
  values: Readonly<Record<string, unknown>>
}

/** What the form does after a save, as `afterSave` decides. */
export interface AfterSave {
  /** Where a new row's form goes: its edit page (by default, back to the list). */
  open?: 'edit'
  /** One line said under the "saved" toast. */
  notice?: string
}

/** A resource edited under a parent row: `parent.column` holds the parent's id (set by the route). */
export type ChildResourceConfig<T extends EditableTable = EditableTable> = ResourceConfig<T> & {
  parent: { column: string }
}

export interface ChildResource {
  config: ChildResourceConfig
  /** The heading of the rows under the parent's form ("Módulos da trilha"). */
  heading: string
  /** The accessible name of that list ("Lista de módulos"). */
  listLabel: string
  /** The child forms' way back to the parent ("Voltar para a trilha"). */
  backLabel: string
}
