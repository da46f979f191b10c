// `/rest/v1/rpc/:fn`: calls a function of `public` with named arguments (POST body, or the query
// string for GET and HEAD), as the caller's role.
import { isRecord, JSON_HEADERS, NOT_JSON, readJsonBody } from '../http.ts'
import {
  ApiError,
  invalidJson,
  responseTooLarge,
  Rollback,
  singleError,
  unsupportedMethod,
} from './errors.ts'
import { maxBytes, SINGLE_OBJECT, type RestContext } from './request.ts'
import { aggregate, firstOf } from './results.ts'
import { Params, quote } from './sql.ts'

function unknownFunction(name: string, args: string | null): ApiError {
  return new ApiError(404, {
    code: 'PGRST202',
    message:
      args === null
        ? `Could not find the function public.${name} without parameters in the schema cache`
        : `Could not find the function public.${name}(${args}) in the schema cache`,
    details: null,
    hint: null,
  })
}

export async function rpc(request: Request, name: string, ctx: RestContext): Promise<Response> {
  const fn = ctx.schema.functions.get(name)
  if (!fn) throw unknownFunction(name, null)
  const method = request.method.toUpperCase()
  let args: Record<string, unknown> = {}
  if (method === 'POST') {
    const body = await readJsonBody(request)
    if (body === NOT_JSON || (body !== undefined && !isRecord(body))) throw invalidJson()
    args = body ?? {}
  } else if (method === 'GET' || method === 'HEAD') {
    for (const [k, v] of new URL(request.url).searchParams) args[k] = v
  } else {
    throw unsupportedMethod(method)
  }
  const params = new Params()
  const named = Object.entries(args).map(([k, v]) => {
    if (!fn.argNames.includes(k)) throw unknownFunction(name, Object.keys(args).join(', '))
    const value = v === null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v)
    return `${quote(k)} => ${params.add(value)}`
  })
  const call = `public.${quote(name)}(${named.join(', ')})`
  const single = (request.headers.get('accept') ?? '').includes(SINGLE_OBJECT)
  const max = maxBytes(ctx)
  const body = await ctx.db.asRole(
    ctx.claims,
    async (tx) => {
      if (fn.returnsVoid) {
        await tx.query(`select ${call}`, params.values)
        return null
      }
      if (fn.returnsSet || fn.returnsComposite) {
        const r = await aggregate(tx, `select * from ${call}`, params.values, max)
        if (single) {
          if (r.rows !== 1) throw new Rollback(singleError(r.rows).response())
          return firstOf(r.body)
        }
        return fn.returnsSet ? r.body : firstOf(r.body)
      }
      const r = await tx.query<{ body: string | null; bytes: number | null }>(
        `select case when octet_length(_a.body) <= ${max} then _a.body end as body,
              octet_length(_a.body)::float8 as bytes
         from (select to_json(${call})::text as body) _a`,
        params.values,
      )
      const row = r.rows[0]
      if (row && row.body === null && row.bytes !== null) throw responseTooLarge(row.bytes, max)
      return row?.body ?? 'null'
    },
    ctx.headers,
  )
  if (body === null) return new Response(null, { status: 204 })
  return new Response(method === 'HEAD' ? null : body, { status: 200, headers: JSON_HEADERS })
}
