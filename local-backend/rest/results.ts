// How a result becomes the JSON body: aggregated inside the database, and refused there (before it
// is copied out) when it is larger than the cap.
import type { Transaction } from '../db.ts'
import { responseTooLarge } from './errors.ts'

export async function aggregate(
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

export function firstOf(body: string): string {
  const list = JSON.parse(body) as unknown[]
  return JSON.stringify(list[0])
}

export function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows === 0 ? '*' : `${offset}-${offset + rows - 1}`
  return `${range}/${total ?? '*'}`
}
