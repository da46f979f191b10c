// `/rest/v1`: the subset of PostgREST that supabase-js sends for this site (see
// docs/contracts/SUPABASE-WIRE.md). Each request runs in one transaction as the role its JWT
// names, with `request.jwt.claims` set, so the migrations' grants and RLS decide. Identifiers are
// checked against the schema cache and double-quoted; every value is a bound parameter.
//   parse.ts    the query language (select, filters, order) into syntax trees
//   request.ts  one request on a table (RestRequest), as read, insert, update and delete take it
//   sql.ts      select lists, embeds, filters and order as SQL
//   read.ts     GET and HEAD          write.ts  POST, PATCH and DELETE          rpc.ts  /rpc/:fn
//   results.ts  JSON bodies built and size-capped inside the database
//   errors.ts   PostgREST's error body and statuses
import { json } from '../http.ts'
import { ApiError, Rollback, toApiError, unknownTable, unsupportedMethod } from './errors.ts'
import { read } from './read.ts'
import { restRequest, type RestContext } from './request.ts'
import { rpc } from './rpc.ts'
import { insert, remove, update } from './write.ts'

export async function handleRest(
  request: Request,
  path: string,
  ctx: RestContext,
): Promise<Response> {
  try {
    return await route(request, path, ctx)
  } catch (error) {
    if (error instanceof Rollback) return error.response
    return toApiError(error, ctx.claims.role).response()
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
  if (segments.length === 0) return json({ tables: [...ctx.schema.tables.keys()] })
  if (segments[0] === 'rpc' && segments.length === 2) return rpc(request, segments[1]!, ctx)
  if (segments.length !== 1) throw unknownTable(ctx.schema, segments.join('/'))
  const table = ctx.schema.tables.get(segments[0]!)
  if (!table) throw unknownTable(ctx.schema, segments[0]!)
  const req = restRequest(request, ctx, table)
  switch (method) {
    case 'GET':
    case 'HEAD':
      return read(req)
    case 'POST':
      return insert(req)
    case 'PATCH':
      return update(req)
    case 'DELETE':
      return remove(req)
    default:
      throw unsupportedMethod(method)
  }
}
