// GET and HEAD on a table: the select, with `count=exact`, ranges and single-object answers.
import { JSON_HEADERS } from '../http.ts'
import { ApiError, singleError } from './errors.ts'
import type { RestRequest } from './request.ts'
import { aggregate, contentRange, firstOf } from './results.ts'
import { buildSelect, orderSql, quote, whereSql } from './sql.ts'

export async function read(req: RestRequest): Promise<Response> {
  const { query, table, top, prefer, single } = req
  const head = req.request.method.toUpperCase() === 'HEAD'
  const alias = '_t0'
  const built = buildSelect(query, table, alias, req.items, [])
  const from = ` from public.${quote(table.name)} ${alias}`
  const where = whereSql(query, table, alias, top, built.innerConditions)
  const order = orderSql(table, alias, top.order)
  const limit = top.limit !== undefined ? ` limit ${top.limit}` : ''
  const offset = top.offset ?? 0
  const sql = `select ${built.selectList}${from}${where}${order}${limit}${offset ? ` offset ${offset}` : ''}`
  const { body, rows, total } = await req.db.asRole(
    req.claims,
    async (tx) => {
      const result = await aggregate(tx, sql, query.params.values, req.maxBytes)
      let count: number | null = null
      if (prefer.count) {
        const c = await tx.query<{ n: number }>(
          // Over the whole select, so that parameters of embedded filters are all referenced.
          `select count(*)::int as n from (select ${built.selectList}${from}${where}) _c`,
          query.params.values,
        )
        count = c.rows[0]?.n ?? 0
      }
      return { ...result, total: count }
    },
    req.headers,
  )
  const headers: Record<string, string> = {
    ...JSON_HEADERS,
    'Content-Range': contentRange(offset, rows, total),
  }
  if (single) {
    if (rows !== 1) return singleError(rows).response()
    return new Response(head ? null : firstOf(body), { status: 200, headers })
  }
  let status = 200
  if (total !== null) {
    if (offset > 0 && offset >= total && total > 0) {
      return new ApiError(416, {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
        hint: null,
      }).response({ 'Content-Range': `*/${total}` })
    }
    if (rows < total) status = 206
  }
  return new Response(head ? null : body, { status, headers })
}
