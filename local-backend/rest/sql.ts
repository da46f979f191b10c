// SQL building for `/rest/v1`: select lists with embedded relations, filters, order and where
// clauses. Identifiers are checked against the schema cache and double-quoted; every value is a
// bound parameter (Params), never text in the statement.
import { ApiError, parseError, unknownColumn, unknownTable } from './errors.ts'
import type { Condition, OrderTerm, SelectItem } from './parse.ts'
import type { ForeignKey, SchemaCache, Table } from './schema-cache.ts'

export function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

/** Collects bound parameters and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Query-string options that apply to one embedded relation (`rel.order=`, `rel.limit=`, filters). */
export interface Scope {
  conditions: Condition[]
  order: OrderTerm[]
  limit?: number
  offset?: number
}

interface Relation {
  table: Table
  many: boolean
  /** Pairs of (child column, parent column). */
  join: Array<[string, string]>
}

export interface QueryState {
  schema: SchemaCache
  params: Params
  scopes: Map<string, Scope>
  aliasCount: number
}

export function scopeFor(query: QueryState, path: string[]): Scope {
  const key = path.join('.')
  let scope = query.scopes.get(key)
  if (!scope) {
    scope = { conditions: [], order: [] }
    query.scopes.set(key, scope)
  }
  return scope
}

function resolveRelation(
  schema: SchemaCache,
  parent: Table,
  name: string,
  hint: string | undefined,
): Relation {
  const matchesHint = (fk: ForeignKey) =>
    hint === undefined || fk.name === hint || (fk.columns.length === 1 && fk.columns[0] === hint)
  const found: Array<{ fk: ForeignKey; many: boolean }> = []
  for (const fk of schema.foreignKeys) {
    // many-to-one: the parent holds the key (by target table, by key column or by constraint name)
    if (
      fk.table === parent.name &&
      (fk.refTable === name ||
        fk.name === name ||
        (fk.columns.length === 1 && fk.columns[0] === name)) &&
      matchesHint(fk)
    ) {
      found.push({ fk, many: false })
    } else if (
      fk.refTable === parent.name &&
      (fk.table === name || fk.name === name) &&
      matchesHint(fk)
    ) {
      found.push({ fk, many: true })
    }
  }
  if (found.length === 0) {
    throw new ApiError(400, {
      code: 'PGRST200',
      message: `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      details: `Searched for a foreign key relationship between '${parent.name}' and '${name}' in the schema 'public', but no matches were found.`,
      hint: null,
    })
  }
  if (found.length > 1) {
    throw new ApiError(300, {
      code: 'PGRST201',
      message: `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      details: found.map((f) => f.fk.name).join(', '),
      hint: `Try changing '${name}' to one of the foreign keys above, e.g. '${name}!${found[0]!.fk.name}'.`,
    })
  }
  const { fk, many } = found[0]!
  const targetName = many ? fk.table : fk.refTable
  const table = tableNamed(schema, targetName)
  const join: Array<[string, string]> = many
    ? fk.columns.map((c, i) => [c, fk.refColumns[i]!])
    : fk.refColumns.map((c, i) => [c, fk.columns[i]!])
  return { table, many, join }
}

function tableNamed(schema: SchemaCache, name: string): Table {
  const t = schema.tables.get(name)
  if (!t) throw unknownTable(schema, name)
  return t
}

export function column(table: Table, name: string): string {
  if (!table.columns.has(name)) throw unknownColumn(table.name, name)
  return quote(name)
}

/** A column of `alias`, or a computed field applied to its row (`public.search_text(_t)`), as PostgREST does. */
function field(table: Table, alias: string, name: string): string {
  if (!table.columns.has(name) && table.computed.has(name)) return `public.${quote(name)}(${alias})`
  return `${alias}.${column(table, name)}`
}

function conditionSql(query: QueryState, table: Table, alias: string, cond: Condition): string {
  if (cond.kind === 'logic') {
    const parts = cond.conditions.map((c) => conditionSql(query, table, alias, c))
    const joined =
      parts.length === 0 ? 'true' : `(${parts.join(cond.op === 'and' ? ' and ' : ' or ')})`
    return cond.negate ? `not ${joined}` : joined
  }
  if (cond.path.length !== 1)
    throw parseError(`filter (${cond.path.join('.')})`, 'unexpected "." in a filter of this level')
  const col = field(table, alias, cond.path[0]!)
  let sql: string
  const value = cond.value
  switch (cond.op) {
    case 'is': {
      const v = String(value).toLowerCase()
      sql = `${col} is ${v === 'null' ? 'null' : v === 'true' ? 'true' : v === 'false' ? 'false' : 'unknown'}`
      break
    }
    case 'in':
      sql = `${col} = any(${query.params.add(value)})`
      break
    case 'like':
    case 'ilike':
      sql = `${col} ${cond.op} ${query.params.add(String(value).replace(/\*/g, '%'))}`
      break
    default: {
      const ops: Record<string, string> = {
        eq: '=',
        neq: '<>',
        gt: '>',
        gte: '>=',
        lt: '<',
        lte: '<=',
        match: '~',
        imatch: '~*',
        isdistinct: 'is distinct from',
        cs: '@>',
        cd: '<@',
        ov: '&&',
      }
      let param = value
      if (
        cond.op === 'ov' &&
        typeof value === 'string' &&
        value.startsWith('(') &&
        value.endsWith(')')
      ) {
        param = `{${value.slice(1, -1)}}`
      }
      sql = `${col} ${ops[cond.op]} ${query.params.add(param)}`
    }
  }
  return cond.negate ? `not (${sql})` : sql
}

interface Built {
  selectList: string
  /** Conditions an `!inner` embed adds to its parent. */
  innerConditions: string[]
}

export function buildSelect(
  query: QueryState,
  table: Table,
  alias: string,
  items: SelectItem[],
  path: string[],
): Built {
  const parts: string[] = []
  const innerConditions: string[] = []
  for (const item of items) {
    if (item.kind === 'star') {
      parts.push(`${alias}.*`)
    } else if (item.kind === 'column') {
      const expr = `${field(table, alias, item.column)}${item.cast ? `::${item.cast}` : ''}`
      parts.push(`${expr} as ${quote(item.alias ?? item.column)}`)
    } else {
      const rel = resolveRelation(query.schema, table, item.relation, item.hint)
      const key = item.alias ?? item.relation
      const childPath = [...path, key]
      const scope = scopeFor(query, childPath)
      const childAlias = `_t${++query.aliasCount}`
      const child = buildSelect(query, rel.table, childAlias, item.items, childPath)
      const joinSql = rel.join.map(([c, p]) => `${childAlias}.${quote(c)} = ${alias}.${quote(p)}`)
      const filters = scope.conditions.map((c) => conditionSql(query, rel.table, childAlias, c))
      const where = [...joinSql, ...filters, ...child.innerConditions].join(' and ')
      const from = `from public.${quote(rel.table.name)} ${childAlias} where ${where}`
      if (rel.many) {
        const order = orderSql(rel.table, childAlias, scope.order)
        const limit = scope.limit !== undefined ? ` limit ${scope.limit}` : ''
        const offset = scope.offset !== undefined ? ` offset ${scope.offset}` : ''
        parts.push(
          `(select coalesce(json_agg(_e), '[]'::json) from (select ${child.selectList} ${from}${order}${limit}${offset}) _e) as ${quote(key)}`,
        )
      } else {
        parts.push(
          `(select row_to_json(_e) from (select ${child.selectList} ${from} limit 1) _e) as ${quote(key)}`,
        )
      }
      if (item.inner) innerConditions.push(`exists (select 1 ${from})`)
    }
  }
  return { selectList: parts.length ? parts.join(', ') : `${alias}.*`, innerConditions }
}

export function orderSql(table: Table, alias: string, terms: OrderTerm[]): string {
  if (terms.length === 0) return ''
  const parts = terms.map((t) => {
    if (t.path.length !== 1) throw parseError('order', 'unexpected "." in order')
    return `${field(table, alias, t.path[0]!)} ${t.desc ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`
  })
  return ` order by ${parts.join(', ')}`
}

export function whereSql(
  query: QueryState,
  table: Table,
  alias: string,
  scope: Scope,
  extra: string[],
): string {
  const parts = [...scope.conditions.map((c) => conditionSql(query, table, alias, c)), ...extra]
  return parts.length ? ` where ${parts.join(' and ')}` : ''
}
