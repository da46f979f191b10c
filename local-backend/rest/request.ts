// One `/rest/v1` request as the handlers take it (RestRequest): the table, the parsed query
// string (select tree, filters and embedded scopes), `Prefer` and `Accept`, and who asks.
import type { Claims, LocalDatabase } from '../db.ts'
import { parseFilter, parseLogic, parseNonNegativeInt, parseOrder, parseSelect } from './parse.ts'
import type { SelectItem } from './parse.ts'
import type { SchemaCache, Table } from './schema-cache.ts'
import { Params, scopeFor, type QueryState, type Scope } from './sql.ts'

export const SINGLE_OBJECT = 'application/vnd.pgrst.object+json'

/**
 * The largest JSON body the REST API answers (bytes). Hosted Supabase bounds a response by its
 * statement timeout and gateway; here a body over this is refused inside the database, before it is
 * copied out, with `responseTooLarge`.
 */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024

/** What every `/rest/v1` request shares: the database, the schema cache and the caller's claims. */
export interface RestContext {
  db: LocalDatabase
  schema: SchemaCache
  claims: Claims
  /**
   * PostgREST's `request.headers` for SQL: the request's headers with the client address set from
   * the socket (gateway.ts trustedHeaders); the proposals' send limit reads `cf-connecting-ip`.
   */
  headers?: Readonly<Record<string, string>>
  /** The response size cap in bytes; default MAX_RESPONSE_BYTES (tests lower it). */
  maxResponseBytes?: number
}

export function maxBytes(ctx: RestContext): number {
  return Math.floor(ctx.maxResponseBytes ?? MAX_RESPONSE_BYTES)
}

/** A request on a table, parsed: what read, insert, update and delete take. */
export interface RestRequest {
  /** The HTTP request (its body is read by the writes). */
  request: Request
  url: URL
  db: LocalDatabase
  claims: Claims
  /** `request.headers` (RestContext.headers). */
  headers: Readonly<Record<string, string>> | undefined
  table: Table
  /** The statement being built: its bound parameters and the embedded scopes. */
  query: QueryState
  /** The select tree (`select=`). */
  items: SelectItem[]
  /** The top-level filters, order, limit and offset. */
  top: Scope
  prefer: Prefer
  /** `Accept: application/vnd.pgrst.object+json`: exactly one row, as an object. */
  single: boolean
  /** The response size cap in bytes. */
  maxBytes: number
}

/** Reads the request on `table`: the query string, `Prefer` and `Accept`. */
export function restRequest(request: Request, ctx: RestContext, table: Table): RestRequest {
  const url = new URL(request.url)
  const query: QueryState = {
    schema: ctx.schema,
    params: new Params(),
    scopes: new Map(),
    aliasCount: 0,
  }
  const { items, top } = readQuery(query, url)
  return {
    request,
    url,
    db: ctx.db,
    claims: ctx.claims,
    headers: ctx.headers,
    table,
    query,
    items,
    top,
    prefer: readPrefer(request.headers.get('prefer')),
    single: (request.headers.get('accept') ?? '').includes(SINGLE_OBJECT),
    maxBytes: maxBytes(ctx),
  }
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns'])

/** Splits the query string into the select tree, the top-level scope and the embedded scopes. */
function readQuery(query: QueryState, url: URL): { items: SelectItem[]; top: Scope } {
  const items = parseSelect(url.searchParams.get('select'))
  const top = scopeFor(query, [])
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
      const scope = scopeFor(query, prefix)
      if (last === 'order') scope.order = parseOrder(value)
      else if (last === 'limit') scope.limit = parseNonNegativeInt('limit', value)
      else if (last === 'offset') scope.offset = parseNonNegativeInt('offset', value)
      else if (last === 'or' || last === 'and')
        scope.conditions.push(parseLogic(last, negate, [], value))
      continue
    }
    const cond = parseFilter(key, value)
    if (cond.kind === 'filter' && cond.path.length > 1) {
      const scope = scopeFor(query, cond.path.slice(0, -1))
      scope.conditions.push({ ...cond, path: cond.path.slice(-1) })
    } else {
      top.conditions.push(cond)
    }
  }
  return { items, top }
}

export interface Prefer {
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
