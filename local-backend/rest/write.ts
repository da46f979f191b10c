// POST, PATCH and DELETE on a table: insert (with upserts and `missing=default`), update and
// delete, answered minimal or with a representation through the select list.
import type { Transaction } from '../db.ts'
import { isRecord, JSON_HEADERS, NOT_JSON, readJsonBody } from '../http.ts'
import {
  ApiError,
  invalidJson,
  parseError,
  responseTooLarge,
  Rollback,
  singleError,
} from './errors.ts'
import { splitTopLevel } from './parse.ts'
import type { RestRequest } from './request.ts'
import { firstOf } from './results.ts'
import type { Table } from './schema-cache.ts'
import { buildSelect, column, quote, whereSql, type Scope } from './sql.ts'

/** The request's JSON body: undefined when empty; PGRST102 when it is not JSON. */
async function readBody(request: Request): Promise<unknown> {
  const body = await readJsonBody(request)
  if (body === NOT_JSON) throw invalidJson()
  return body
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

interface WriteAnswer {
  body: string | null
  rows: number
}

/** The answer to a write: minimal (empty) or representation (the rows, through the select list). */
async function writeAnswer(
  tx: Transaction,
  req: RestRequest,
  writeSql: string,
  returning: string,
): Promise<WriteAnswer> {
  const { query, prefer, single, maxBytes: max } = req
  if (prefer.return !== 'representation') {
    const r = await tx.query(writeSql, query.params.values)
    const rows = r.affectedRows ?? 0
    if (single && rows !== 1) throw new Rollback(singleError(rows).response())
    return { body: null, rows }
  }
  const built = buildSelect(query, req.table, '_t0', req.items, [])
  // A data-modifying CTE must stay at the top level, so the aggregation is spelled out here.
  const r = await tx.query<{ body: string | null; bytes: number | null; rows: number }>(
    `with _t0 as (${writeSql} returning ${returning}), _s as (select ${built.selectList} from _t0),
          _a as (select coalesce(json_agg(_s), '[]'::json)::text as body, count(*)::int as rows from _s)
     select case when octet_length(_a.body) <= ${max} then _a.body end as body,
            octet_length(_a.body)::float8 as bytes, _a.rows from _a`,
    query.params.values,
  )
  const row = r.rows[0]
  if (row && row.body === null && row.bytes !== null) throw responseTooLarge(row.bytes, max)
  const result = { body: row?.body ?? '[]', rows: row?.rows ?? 0 }
  if (single && result.rows !== 1) throw new Rollback(singleError(result.rows).response())
  return result
}

function writeResponse(
  answer: WriteAnswer,
  status: number,
  req: Pick<RestRequest, 'prefer' | 'single'>,
): Response {
  const headers: Record<string, string> = { ...JSON_HEADERS }
  if (req.prefer.count) headers['Content-Range'] = `*/${answer.rows}`
  if (answer.body === null)
    return new Response(null, { status: status === 201 ? 201 : 204, headers })
  return new Response(req.single ? firstOf(answer.body) : answer.body, {
    status: status === 201 ? 201 : 200,
    headers,
  })
}

/** Runs the write as the caller's role and answers it. */
async function write(
  req: RestRequest,
  sql: string,
  returning: string,
  status: number,
): Promise<Response> {
  const answer = await req.db.asRole(
    req.claims,
    (tx) => writeAnswer(tx, req, sql, returning),
    req.headers,
  )
  return writeResponse(answer, status, req)
}

export async function insert(req: RestRequest): Promise<Response> {
  const { table, prefer, query, url } = req
  const body = await readBody(req.request)
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
    if (rows.length !== 1) throw invalidJson()
    sql = `insert into ${target} default values`
  } else {
    const cols = names.map(quote).join(', ')
    if (prefer.missingDefault) {
      // `Prefer: missing=default`: a key a row lacks takes the column's default, not null.
      const values = rows.map((row) => {
        const p = query.params.add(JSON.stringify(row))
        const cells = names.map((n) =>
          n in row ? `(json_populate_record(null::${target}, ${p}::json)).${quote(n)}` : 'default',
        )
        return `(${cells.join(', ')})`
      })
      sql = `insert into ${target} (${cols}) values ${values.join(', ')}`
    } else {
      const data = query.params.add(JSON.stringify(rows))
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
  return write(req, sql, '*', 201)
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

export async function update(req: RestRequest): Promise<Response> {
  const { table, prefer, query, top } = req
  const body = await readBody(req.request)
  if (!isRecord(body)) throw invalidJson()
  const names = bodyColumns(table, [body], null)
  requireWhere(top, 'UPDATE')
  if (names.length === 0)
    return writeResponse({ body: prefer.return === 'representation' ? '[]' : null, rows: 0 }, 200, {
      prefer,
      single: false,
    })
  const target = `public.${quote(table.name)}`
  const data = query.params.add(JSON.stringify(body))
  const set = names.map((n) => `${quote(n)} = _b.${quote(n)}`).join(', ')
  const where = whereSql(query, table, '_u', top, [])
  const sql = `update ${target} as _u set ${set} from json_populate_record(null::${target}, ${data}::json) as _b${where}`
  return write(req, sql, '_u.*', 200)
}

export async function remove(req: RestRequest): Promise<Response> {
  requireWhere(req.top, 'DELETE')
  const where = whereSql(req.query, req.table, '_u', req.top, [])
  const sql = `delete from public.${quote(req.table.name)} as _u${where}`
  return write(req, sql, '_u.*', 200)
}
