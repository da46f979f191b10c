// `/rest/v1`: the subset of PostgREST that supabase-js sends for this site (see
// /work/shared/contracts/SUPABASE-WIRE.md). Each request runs in one transaction as the role its
// JWT names, with `request.jwt.claims` set, so the migrations' grants and RLS decide. Identifiers
// are checked against the schema cache and double-quoted; every value is a bound parameter.
import type { Transaction } from '../db.ts'
import type { Claims, LocalDatabase } from '../db.ts'
import {
  ApiError,
  parseError,
  parseFilter,
  parseLogic,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  splitTopLevel,
  type Condition,
  type OrderTerm,
  type SelectItem,
} from './parse.ts'
import type { ForeignKey, SchemaCache, Table } from './schema-cache.ts'

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' }
const SINGLE_OBJECT = 'application/vnd.pgrst.object+json'

export function apiErrorResponse(
  error: ApiError,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { ...JSON_HEADERS, ...extraHeaders },
  })
}

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

interface PgError {
  code?: string
  message: string
  detail?: string
  hint?: string
}

function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof (error as PgError).code === 'string'
  )
}

/** PostgREST's mapping of SQLSTATE codes to HTTP statuses. */
export function pgErrorStatus(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505' || code === '40001') return 409
  if (code === '25006') return 405
  if (code === '42883' || code === '42P01') return 404
  if (code === 'P0001') return 400
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  // As PostgREST: a connection or resource problem is 503; a statement timeout (57014), a program
  // limit (54xxx) and other server-side failures are 500.
  if (/^(08|53)/.test(code)) return 503
  if (/^(21|22|23|42|2F|39|3D|3F|44)/.test(code) || code === 'P0002' || code === 'P0003') return 400
  return 500
}

export function toApiError(error: unknown, role: string): ApiError {
  if (error instanceof ApiError) return error
  if (isPgError(error)) {
    return new ApiError(pgErrorStatus(error.code ?? '', role), {
      code: error.code ?? '',
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    })
  }
  return new ApiError(500, {
    code: '',
    message: error instanceof Error ? error.message : String(error),
    details: null,
    hint: null,
  })
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = cur
    }
  }
  return row[b.length]!
}

function unknownTable(schema: SchemaCache, name: string): ApiError {
  const closest = [...schema.tables.keys()]
    .map((t) => [t, levenshtein(t, name)] as const)
    .filter(([, d]) => d <= Math.max(2, Math.floor(name.length / 3)))
    .sort((x, y) => x[1] - y[1])[0]
  return new ApiError(404, {
    code: 'PGRST205',
    message: `Could not find the table 'public.${name}' in the schema cache`,
    details: null,
    hint: closest ? `Perhaps you meant the table 'public.${closest[0]}'` : null,
  })
}

function unknownColumn(table: string, column: string): ApiError {
  return new ApiError(400, {
    code: '42703',
    message: `column ${table}.${column} does not exist`,
    details: null,
    hint: null,
  })
}

/** Collects bound parameters and hands out their placeholders. */
class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Query-string options that apply to one embedded relation (`rel.order=`, `rel.limit=`, filters). */
interface Scope {
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

interface QueryState {
  schema: SchemaCache
  params: Params
  scopes: Map<string, Scope>
  aliasCount: number
}

function scopeFor(req: QueryState, path: string[]): Scope {
  const key = path.join('.')
  let scope = req.scopes.get(key)
  if (!scope) {
    scope = { conditions: [], order: [] }
    req.scopes.set(key, scope)
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

function column(table: Table, name: string): string {
  if (!table.columns.has(name)) throw unknownColumn(table.name, name)
  return quote(name)
}

/** A column of `alias`, or a computed field applied to its row (`public.search_text(_t)`), as PostgREST does. */
function field(table: Table, alias: string, name: string): string {
  if (!table.columns.has(name) && table.computed.has(name)) return `public.${quote(name)}(${alias})`
  return `${alias}.${column(table, name)}`
}

function conditionSql(req: QueryState, table: Table, alias: string, cond: Condition): string {
  if (cond.kind === 'logic') {
    const parts = cond.conditions.map((c) => conditionSql(req, table, alias, c))
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
      sql = `${col} = any(${req.params.add(value)})`
      break
    case 'like':
    case 'ilike':
      sql = `${col} ${cond.op} ${req.params.add(String(value).replace(/\*/g, '%'))}`
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
      sql = `${col} ${ops[cond.op]} ${req.params.add(param)}`
    }
  }
  return cond.negate ? `not (${sql})` : sql
}

interface Built {
  selectList: string
  /** Conditions an `!inner` embed adds to its parent. */
  innerConditions: string[]
}

function buildSelect(
  req: QueryState,
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
      const rel = resolveRelation(req.schema, table, item.relation, item.hint)
      const key = item.alias ?? item.relation
      const childPath = [...path, key]
      const scope = scopeFor(req, childPath)
      const childAlias = `_t${++req.aliasCount}`
      const child = buildSelect(req, rel.table, childAlias, item.items, childPath)
      const joinSql = rel.join.map(([c, p]) => `${childAlias}.${quote(c)} = ${alias}.${quote(p)}`)
      const filters = scope.conditions.map((c) => conditionSql(req, rel.table, childAlias, c))
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

function orderSql(table: Table, alias: string, terms: OrderTerm[]): string {
  if (terms.length === 0) return ''
  const parts = terms.map((t) => {
    if (t.path.length !== 1) throw parseError('order', 'unexpected "." in order')
    return `${field(table, alias, t.path[0]!)} ${t.desc ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`
  })
  return ` order by ${parts.join(', ')}`
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns'])

/** Splits the query string into the select tree, the top-level scope and the embedded scopes. */
function readQuery(req: QueryState, url: URL): { items: SelectItem[]; top: Scope } {
  const items = parseSelect(url.searchParams.get('select'))
  const top = scopeFor(req, [])
  for (const [key, value] of url.searchParams) {
    if (key === 'select' || key === 'on_conflict' || key === 'columns' || key === 'apikey') continue
    const segments = key.split('.')
    const last = segments[segments.length - 1]!
    // `order`, `limit`, `or`, `not.or`, ... and `rel.order`, `rel.limit`, `rel.or` for an embedded relation
    if (RESERVED.has(last) || last === 'or' || last === 'and') {
      let prefix = segments.slice(0, -1)
      let negate = false
      if (prefix[prefix.length - 1] === 'not') {
        negate = true
        prefix = prefix.slice(0, -1)
      }
      const scope = scopeFor(req, prefix)
      if (last === 'order') scope.order = parseOrder(value)
      else if (last === 'limit') scope.limit = parseNonNegativeInt('limit', value)
      else if (last === 'offset') scope.offset = parseNonNegativeInt('offset', value)
      else if (last === 'or' || last === 'and')
        scope.conditions.push(parseLogic(last, negate, [], value))
      continue
    }
    const cond = parseFilter(key, value)
    if (cond.kind === 'filter' && cond.path.length > 1) {
      const scope = scopeFor(req, cond.path.slice(0, -1))
      scope.conditions.push({ ...cond, path: cond.path.slice(-1) })
    } else {
      top.conditions.push(cond)
    }
  }
  return { items, top }
}

interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only'
  count: boolean
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missingDefault: boolean
}

function readPrefer(header: string | null): Prefer {
  const prefer: Prefer = { return: 'minimal', count: false, missingDefault: false }
  for (const raw of (header ?? '').split(',')) {
    const [k, v] = raw.trim().split('=')
    if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only'))
      prefer.return = v
    else if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated'))
      prefer.count = true
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates'))
      prefer.resolution = v
    else if (k === 'missing' && v === 'default') prefer.missingDefault = true
  }
  return prefer
}

function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows === 0 ? '*' : `${offset}-${offset + rows - 1}`
  return `${range}/${total ?? '*'}`
}

function singleError(rows: number): ApiError {
  return new ApiError(406, {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${rows} rows`,
    hint: null,
  })
}

/** Rolls the transaction back (a write whose single-object check failed) while keeping the answer. */
class Rollback extends Error {
  constructor(readonly response: Response) {
    super('rollback')
  }
}

/**
 * The largest JSON body the REST API answers (bytes). Hosted Supabase bounds a response by its
 * statement timeout and gateway; here a body over this is refused inside the database, before it is
 * copied out, with `responseTooLarge`.
 */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024

function responseTooLarge(bytes: number, max: number): ApiError {
  return new ApiError(500, {
    code: '54000',
    message: 'The response is too large',
    details: `The response has ${bytes} bytes; the maximum is ${max}.`,
    hint: 'Ask for fewer rows (limit) or fewer columns (select).',
  })
}

async function aggregate(
  tx: Transaction,
  sql: string,
  params: unknown[],
  max: number,
): Promise<{ body: string; rows: number }> {
  const r = await tx.query<{ body: string | null; bytes: number | null; rows: number }>(
    `select case when octet_length(_a.body) <= ${max} then _a.body end as body,
            octet_length(_a.body)::float8 as bytes, _a.rows
       from (select coalesce(json_agg(_s), '[]'::json)::text as body, count(*)::int as rows from (${sql}) _s) _a`,
    params,
  )
  const row = r.rows[0]
  if (row && row.body === null && row.bytes !== null) throw responseTooLarge(row.bytes, max)
  return { body: row?.body ?? '[]', rows: row?.rows ?? 0 }
}

function firstOf(body: string): string {
  const list = JSON.parse(body) as unknown[]
  return JSON.stringify(list[0])
}

export interface RestContext {
  db: LocalDatabase
  schema: SchemaCache
  claims: Claims
  /** The response size cap in bytes; default MAX_RESPONSE_BYTES (tests lower it). */
  maxResponseBytes?: number
}

function maxBytes(ctx: RestContext): number {
  return Math.floor(ctx.maxResponseBytes ?? MAX_RESPONSE_BYTES)
}

export async function handleRest(
  request: Request,
  path: string,
  ctx: RestContext,
): Promise<Response> {
  try {
    return await route(request, path, ctx)
  } catch (error) {
    if (error instanceof Rollback) return error.response
    return apiErrorResponse(toApiError(error, ctx.claims.role))
  }
}

async function route(request: Request, path: string, ctx: RestContext): Promise<Response> {
  const method = request.method.toUpperCase()
  const profile =
    method === 'GET' || method === 'HEAD'
      ? request.headers.get('accept-profile')
      : request.headers.get('content-profile')
  if (profile !== null && profile !== 'public') {
    throw new ApiError(406, {
      code: 'PGRST106',
      message: `Invalid schema: ${profile}`,
      details: null,
      hint: 'Only the following schemas are exposed: public',
    })
  }
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent)
  if (segments.length === 0) {
    return new Response(JSON.stringify({ tables: [...ctx.schema.tables.keys()] }), {
      headers: JSON_HEADERS,
    })
  }
  if (segments[0] === 'rpc' && segments.length === 2) return rpc(request, segments[1]!, ctx)
  if (segments.length !== 1) throw unknownTable(ctx.schema, segments.join('/'))
  const table = ctx.schema.tables.get(segments[0]!)
  if (!table) throw unknownTable(ctx.schema, segments[0]!)
  const url = new URL(request.url)
  const req: QueryState = {
    schema: ctx.schema,
    params: new Params(),
    scopes: new Map(),
    aliasCount: 0,
  }
  const { items, top } = readQuery(req, url)
  const prefer = readPrefer(request.headers.get('prefer'))
  const single = (request.headers.get('accept') ?? '').includes(SINGLE_OBJECT)
  switch (method) {
    case 'GET':
    case 'HEAD':
      return read(ctx, req, table, items, top, prefer, single, method === 'HEAD')
    case 'POST':
      return insert(request, url, ctx, req, table, items, prefer, single)
    case 'PATCH':
      return update(request, ctx, req, table, items, top, prefer, single)
    case 'DELETE':
      return remove(ctx, req, table, items, top, prefer, single)
    default:
      throw new ApiError(405, {
        code: 'PGRST117',
        message: `Unsupported HTTP method: ${method}`,
        details: null,
        hint: null,
      })
  }
}

function whereSql(
  req: QueryState,
  table: Table,
  alias: string,
  scope: Scope,
  extra: string[],
): string {
  const parts = [...scope.conditions.map((c) => conditionSql(req, table, alias, c)), ...extra]
  return parts.length ? ` where ${parts.join(' and ')}` : ''
}

async function read(
  ctx: RestContext,
  req: QueryState,
  table: Table,
  items: SelectItem[],
  top: Scope,
  prefer: Prefer,
  single: boolean,
  head: boolean,
): Promise<Response> {
  const alias = '_t0'
  const built = buildSelect(req, table, alias, items, [])
  const from = ` from public.${quote(table.name)} ${alias}`
  const where = whereSql(req, table, alias, top, built.innerConditions)
  const order = orderSql(table, alias, top.order)
  const limit = top.limit !== undefined ? ` limit ${top.limit}` : ''
  const offset = top.offset ?? 0
  const sql = `select ${built.selectList}${from}${where}${order}${limit}${offset ? ` offset ${offset}` : ''}`
  const { body, rows, total } = await ctx.db.asRole(ctx.claims, async (tx) => {
    const result = await aggregate(tx, sql, req.params.values, maxBytes(ctx))
    let count: number | null = null
    if (prefer.count) {
      const c = await tx.query<{ n: number }>(
        // Over the whole select, so that parameters of embedded filters are all referenced.
        `select count(*)::int as n from (select ${built.selectList}${from}${where}) _c`,
        req.params.values,
      )
      count = c.rows[0]?.n ?? 0
    }
    return { ...result, total: count }
  })
  const headers: Record<string, string> = {
    ...JSON_HEADERS,
    'Content-Range': contentRange(offset, rows, total),
  }
  if (single) {
    if (rows !== 1) return apiErrorResponse(singleError(rows))
    return new Response(head ? null : firstOf(body), { status: 200, headers })
  }
  let status = 200
  if (total !== null) {
    if (offset > 0 && offset >= total && total > 0) {
      return apiErrorResponse(
        new ApiError(416, {
          code: 'PGRST103',
          message: 'Requested range not satisfiable',
          details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
          hint: null,
        }),
        { 'Content-Range': `*/${total}` },
      )
    }
    if (rows < total) status = 206
  }
  return new Response(head ? null : body, { status, headers })
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError(400, {
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: null,
      hint: null,
    })
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function bodyColumns(
  table: Table,
  rows: Array<Record<string, unknown>>,
  columnsParam: string | null,
): string[] {
  let names: string[]
  if (columnsParam !== null) {
    names = splitTopLevel(columnsParam).map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
  } else {
    const set = new Set<string>()
    for (const row of rows) for (const k of Object.keys(row)) set.add(k)
    names = [...set]
  }
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw new ApiError(400, {
        code: 'PGRST204',
        message: `Could not find the '${name}' column of '${table.name}' in the schema cache`,
        details: null,
        hint: null,
      })
    }
  }
  return names
}

/** The answer to a write: minimal (empty) or representation (the rows, through the select list). */
async function writeAnswer(
  tx: Transaction,
  writeSql: string,
  returning: string,
  req: QueryState,
  table: Table,
  items: SelectItem[],
  prefer: Prefer,
  single: boolean,
  max: number,
): Promise<{ body: string | null; rows: number }> {
  if (prefer.return !== 'representation') {
    const r = await tx.query(writeSql, req.params.values)
    const rows = r.affectedRows ?? 0
    if (single && rows !== 1) throw new Rollback(apiErrorResponse(singleError(rows)))
    return { body: null, rows }
  }
  const built = buildSelect(req, table, '_t0', items, [])
  // A data-modifying CTE must stay at the top level, so the aggregation is spelled out here.
  const r = await tx.query<{ body: string | null; bytes: number | null; rows: number }>(
    `with _t0 as (${writeSql} returning ${returning}), _s as (select ${built.selectList} from _t0),
          _a as (select coalesce(json_agg(_s), '[]'::json)::text as body, count(*)::int as rows from _s)
     select case when octet_length(_a.body) <= ${max} then _a.body end as body,
            octet_length(_a.body)::float8 as bytes, _a.rows from _a`,
    req.params.values,
  )
  const row = r.rows[0]
  if (row && row.body === null && row.bytes !== null) throw responseTooLarge(row.bytes, max)
  const result = { body: row?.body ?? '[]', rows: row?.rows ?? 0 }
  if (single && result.rows !== 1) throw new Rollback(apiErrorResponse(singleError(result.rows)))
  return result
}

function writeResponse(
  answer: { body: string | null; rows: number },
  status: number,
  prefer: Prefer,
  single: boolean,
): Response {
  const headers: Record<string, string> = { ...JSON_HEADERS }
  if (prefer.count) headers['Content-Range'] = `*/${answer.rows}`
  if (answer.body === null)
    return new Response(null, { status: status === 201 ? 201 : 204, headers })
  return new Response(single ? firstOf(answer.body) : answer.body, {
    status: status === 201 ? 201 : 200,
    headers,
  })
}

async function insert(
  request: Request,
  url: URL,
  ctx: RestContext,
  req: QueryState,
  table: Table,
  items: SelectItem[],
  prefer: Prefer,
  single: boolean,
): Promise<Response> {
  const body = await readBody(request)
  const rows = Array.isArray(body) ? body : [body]
  if (!rows.every(isRecord)) {
    throw new ApiError(400, {
      code: 'PGRST102',
      message: 'All object keys must match',
      details: null,
      hint: null,
    })
  }
  const names = bodyColumns(table, rows, url.searchParams.get('columns'))
  const target = `public.${quote(table.name)}`
  let sql: string
  if (names.length === 0) {
    if (rows.length !== 1)
      throw new ApiError(400, {
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: null,
        hint: null,
      })
    sql = `insert into ${target} default values`
  } else {
    const cols = names.map(quote).join(', ')
    if (prefer.missingDefault) {
      // `Prefer: missing=default`: a key a row lacks takes the column's default, not null.
      const values = rows.map((row) => {
        const p = req.params.add(JSON.stringify(row))
        const cells = names.map((n) =>
          n in row ? `(json_populate_record(null::${target}, ${p}::json)).${quote(n)}` : 'default',
        )
        return `(${cells.join(', ')})`
      })
      sql = `insert into ${target} (${cols}) values ${values.join(', ')}`
    } else {
      const data = req.params.add(JSON.stringify(rows))
      sql = `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${data}::json)`
    }
    if (prefer.resolution) {
      const conflictParam = url.searchParams.get('on_conflict')
      const conflict =
        conflictParam !== null ? conflictParam.split(',').map((c) => c.trim()) : table.primaryKey
      if (conflict.length === 0)
        throw parseError('on_conflict', 'no primary key or on_conflict columns')
      const conflictSql = conflict.map((c) => column(table, c)).join(', ')
      if (prefer.resolution === 'ignore-duplicates') {
        sql += ` on conflict (${conflictSql}) do nothing`
      } else {
        const set = names
          .filter((n) => !conflict.includes(n))
          .map((n) => `${quote(n)} = excluded.${quote(n)}`)
        sql += set.length
          ? ` on conflict (${conflictSql}) do update set ${set.join(', ')}`
          : ` on conflict (${conflictSql}) do nothing`
      }
    }
  }
  const answer = await ctx.db.asRole(ctx.claims, (tx) =>
    writeAnswer(tx, sql, '*', req, table, items, prefer, single, maxBytes(ctx)),
  )
  return writeResponse(answer, 201, prefer, single)
}

function requireWhere(top: Scope, verb: 'UPDATE' | 'DELETE'): void {
  if (top.conditions.length === 0) {
    throw new ApiError(400, {
      code: '21000',
      message: `${verb} requires a WHERE clause`,
      details: null,
      hint: null,
    })
  }
}

async function update(
  request: Request,
  ctx: RestContext,
  req: QueryState,
  table: Table,
  items: SelectItem[],
  top: Scope,
  prefer: Prefer,
  single: boolean,
): Promise<Response> {
  const body = await readBody(request)
  if (!isRecord(body))
    throw new ApiError(400, {
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: null,
      hint: null,
    })
  const names = bodyColumns(table, [body], null)
  requireWhere(top, 'UPDATE')
  if (names.length === 0)
    return writeResponse(
      { body: prefer.return === 'representation' ? '[]' : null, rows: 0 },
      200,
      prefer,
      false,
    )
  const target = `public.${quote(table.name)}`
  const data = req.params.add(JSON.stringify(body))
  const set = names.map((n) => `${quote(n)} = _b.${quote(n)}`).join(', ')
  const where = whereSql(req, table, '_u', top, [])
  const sql = `update ${target} as _u set ${set} from json_populate_record(null::${target}, ${data}::json) as _b${where}`
  const answer = await ctx.db.asRole(ctx.claims, (tx) =>
    writeAnswer(tx, sql, '_u.*', req, table, items, prefer, single, maxBytes(ctx)),
  )
  return writeResponse(answer, 200, prefer, single)
}

async function remove(
  ctx: RestContext,
  req: QueryState,
  table: Table,
  items: SelectItem[],
  top: Scope,
  prefer: Prefer,
  single: boolean,
): Promise<Response> {
  requireWhere(top, 'DELETE')
  const where = whereSql(req, table, '_u', top, [])
  const sql = `delete from public.${quote(table.name)} as _u${where}`
  const answer = await ctx.db.asRole(ctx.claims, (tx) =>
    writeAnswer(tx, sql, '_u.*', req, table, items, prefer, single, maxBytes(ctx)),
  )
  return writeResponse(answer, 200, prefer, single)
}

async function rpc(request: Request, name: string, ctx: RestContext): Promise<Response> {
  const fn = ctx.schema.functions.get(name)
  if (!fn) {
    throw new ApiError(404, {
      code: 'PGRST202',
      message: `Could not find the function public.${name} without parameters in the schema cache`,
      details: null,
      hint: null,
    })
  }
  const method = request.method.toUpperCase()
  let args: Record<string, unknown> = {}
  if (method === 'POST') {
    const body = await readBody(request)
    if (body !== undefined && !isRecord(body))
      throw new ApiError(400, {
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: null,
        hint: null,
      })
    args = body ?? {}
  } else if (method === 'GET' || method === 'HEAD') {
    for (const [k, v] of new URL(request.url).searchParams) args[k] = v
  } else {
    throw new ApiError(405, {
      code: 'PGRST117',
      message: `Unsupported HTTP method: ${method}`,
      details: null,
      hint: null,
    })
  }
  const params = new Params()
  const named = Object.entries(args).map(([k, v]) => {
    if (!fn.argNames.includes(k)) {
      throw new ApiError(404, {
        code: 'PGRST202',
        message: `Could not find the function public.${name}(${Object.keys(args).join(', ')}) in the schema cache`,
        details: null,
        hint: null,
      })
    }
    const value = v === null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v)
    return `${quote(k)} => ${params.add(value)}`
  })
  const call = `public.${quote(name)}(${named.join(', ')})`
  const single = (request.headers.get('accept') ?? '').includes(SINGLE_OBJECT)
  const body = await ctx.db.asRole(ctx.claims, async (tx) => {
    if (fn.returnsVoid) {
      await tx.query(`select ${call}`, params.values)
      return null
    }
    if (fn.returnsSet || fn.returnsComposite) {
      const r = await aggregate(tx, `select * from ${call}`, params.values, maxBytes(ctx))
      if (single) {
        if (r.rows !== 1) throw new Rollback(apiErrorResponse(singleError(r.rows)))
        return firstOf(r.body)
      }
      return fn.returnsSet ? r.body : firstOf(r.body)
    }
    const max = maxBytes(ctx)
    const r = await tx.query<{ body: string | null; bytes: number | null }>(
      `select case when octet_length(_a.body) <= ${max} then _a.body end as body,
              octet_length(_a.body)::float8 as bytes
         from (select to_json(${call})::text as body) _a`,
      params.values,
    )
    const row = r.rows[0]
    if (row && row.body === null && row.bytes !== null) throw responseTooLarge(row.bytes, max)
    return row?.body ?? 'null'
  })
  if (body === null) return new Response(null, { status: 204 })
  return new Response(method === 'HEAD' ? null : body, { status: 200, headers: JSON_HEADERS })
}
