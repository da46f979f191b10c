// msw handlers for the admin screens' tests: tables under /rest/v1/:table that are read (GET and
// HEAD, on the ./rest-table engine) and also changed (POST, PATCH, DELETE) as PostgREST would,
// honouring `Prefer: return=representation` and single-object answers (PGRST116), plus RPCs under
// /rest/v1/rpc/:fn. Every request is recorded.
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw'
import { applyQuery, restAnswer } from './rest-table'
import { TEST_ORIGIN } from './render'

type Row = Record<string, unknown>

export interface AdminRequest {
  method: string
  /** The table, or `rpc/<function>` for an RPC. */
  table: string
  url: URL
  params: URLSearchParams
  /** The Prefer header (count=exact, return=representation...). */
  prefer: string | null
  body: unknown
}

export interface AdminRestOptions {
  /** Receives every request, in order. */
  requests?: AdminRequest[]
  /** Answers a request itself (e.g. an error) when it returns a response. */
  respond?: (request: AdminRequest) => Response | undefined
  /** Stands in for the database's update triggers: the row as stored after `changes`. */
  onUpdate?: (table: string, row: Row, changes: Row) => Row
  /** Reads return only the `select=` columns (plain column lists only, no embedding). */
  project?: boolean
  /**
   * RPCs by name: what each does to the tables. Nothing returned is answered 204; a value is the
   * JSON answer; a Response (e.g. postgrestError) is sent as it is.
   */
  rpc?: Record<string, (args: Row) => unknown>
  /**
   * Computed fields by table (PostgREST's functions of a row, as `news_state`): worked out on every
   * row before each request, so reads, filters and write answers carry them.
   */
  computed?: Record<string, Record<string, (row: Row) => unknown>>
}

let idCounter = 0

function newId(): string {
  idCounter += 1
  return `aaaaaaaa-0000-4000-8000-${String(idCounter).padStart(12, '0')}`
}

export function postgrestError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message, details: null, hint: null }, { status })
}

const notOneRow = (rows: number) =>
  HttpResponse.json(
    {
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: `The result contains ${rows} rows`,
      hint: null,
    },
    { status: 406 },
  )

function wantsObject(request: Request): boolean {
  return request.headers.get('Accept')?.includes('vnd.pgrst.object') ?? false
}

/** The changed rows as PostgREST answers a write: nothing, the array, or the one object. */
function writeAnswer(request: Request, rows: Row[]) {
  if (wantsObject(request) && rows.length !== 1) return notOneRow(rows.length)
  if (!request.headers.get('Prefer')?.includes('return=representation')) {
    return new HttpResponse(null, { status: 204 })
  }
  return HttpResponse.json((wantsObject(request) ? rows[0] : rows) as JsonBodyType)
}

/** The rows a write's filters select (order, limit and `select=` do not narrow a write here). */
function targets(rows: Row[], url: URL): Row[] {
  const filters = new URL(url)
  for (const key of ['select', 'order', 'limit', 'offset', 'columns'])
    filters.searchParams.delete(key)
  return applyQuery(rows, filters).rows
}

/** msw handlers serving and changing `tables` (their arrays are changed in place). */
export function adminRest(
  tables: Record<string, Row[]>,
  {
    requests = [],
    respond,
    onUpdate,
    project = false,
    rpc = {},
    computed = {},
  }: AdminRestOptions = {},
): HttpHandler[] {
  const withComputed = (name: string, row: Row): Row => {
    const fields = computed[name]
    if (!fields) return row
    for (const [field, of] of Object.entries(fields)) row[field] = of(row)
    return row
  }
  const table = (name: string) => {
    const rows = tables[name]
    if (!rows) throw new Error(`admin-rest: no table ${name}`)
    for (const row of rows) withComputed(name, row)
    return rows
  }
  const record = async (method: string, request: Request, name: string) => {
    const body = ['PATCH', 'POST'].includes(method) ? await request.clone().json() : undefined
    const url = new URL(request.url)
    const entry = {
      method,
      table: name,
      url,
      params: url.searchParams,
      prefer: request.headers.get('Prefer'),
      body,
    }
    requests.push(entry)
    return respond?.(entry)
  }
  const url = `${TEST_ORIGIN}/rest/v1/:table`
  return [
    http.post(`${TEST_ORIGIN}/rest/v1/rpc/:fn`, async ({ request, params }) => {
      const name = String(params.fn)
      const answer = await record('POST', request, `rpc/${name}`)
      if (answer) return answer
      const run = rpc[name]
      if (!run) throw new Error(`admin-rest: no rpc ${name}`)
      const result = run((await request.json()) as Row)
      if (result instanceof Response) return result
      if (result === undefined) return new HttpResponse(null, { status: 204 })
      return HttpResponse.json(result as JsonBodyType)
    }),
    http.post(url, async ({ request, params }) => {
      const name = String(params.table)
      const answer = await record('POST', request, name)
      if (answer) return answer
      const body = (await request.json()) as Row | Row[]
      const created = (Array.isArray(body) ? body : [body]).map((values) =>
        withComputed(name, { id: newId(), created_at: new Date().toISOString(), ...values }),
      )
      table(name).push(...created)
      if (wantsObject(request) && created.length !== 1) return notOneRow(created.length)
      if (!request.headers.get('Prefer')?.includes('return=representation'))
        return new HttpResponse(null, { status: 201 })
      return HttpResponse.json((wantsObject(request) ? created[0] : created) as JsonBodyType, {
        status: 201,
      })
    }),
    http.get(url, async ({ request, params }) => {
      const name = String(params.table)
      const answer = await record('GET', request, name)
      if (answer) return answer
      if (wantsObject(request)) {
        const found = applyQuery(table(name), new URL(request.url)).rows
        return found.length === 1
          ? HttpResponse.json(found[0] as JsonBodyType)
          : notOneRow(found.length)
      }
      return restAnswer(request, table(name), { project })
    }),
    http.head(url, async ({ request, params }) => {
      const name = String(params.table)
      const answer = await record('HEAD', request, name)
      if (answer) return answer
      const { total } = applyQuery(table(name), new URL(request.url))
      return new HttpResponse(null, { headers: { 'Content-Range': `*/${total}` } })
    }),
    http.patch(url, async ({ request, params }) => {
      const name = String(params.table)
      const answer = await record('PATCH', request, name)
      if (answer) return answer
      const rows = table(name)
      const changes = (await request.json()) as Row
      const changed = targets(rows, new URL(request.url)).map((row) => {
        const next = withComputed(
          name,
          onUpdate ? onUpdate(name, { ...row, ...changes }, changes) : { ...row, ...changes },
        )
        rows.splice(rows.indexOf(row), 1, next)
        return next
      })
      return writeAnswer(request, changed)
    }),
    http.delete(url, async ({ request, params }) => {
      const name = String(params.table)
      const answer = await record('DELETE', request, name)
      if (answer) return answer
      const rows = table(name)
      const removed = targets(rows, new URL(request.url))
      for (const row of removed) rows.splice(rows.indexOf(row), 1)
      return writeAnswer(request, removed)
    }),
  ]
}
