// msw stand-ins for what the admin screens send to PostgREST: reads (GET, and HEAD counts),
// inserts, updates, deletes and the move_display_order RPC, on in-memory rows. Every request is
// recorded; `refuse` makes the next write fail with a PostgREST error body.
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw'
import { TEST_ORIGIN } from '@/testing/render'
import { applyQuery, restAnswer } from '@/testing/rest-table'

type Row = Record<string, unknown>

export interface SentRequest {
  method: string
  table: string
  params: URLSearchParams
  /** The Prefer header (count=exact, return=representation...). */
  prefer: string | null
  body?: unknown
}

export interface Refusal {
  status: number
  code: string
  message?: string
}

let idCounter = 0

function newId(): string {
  idCounter += 1
  return `aaaaaaaa-0000-4000-8000-${String(idCounter).padStart(12, '0')}`
}

/** PostgREST's error body for a refusal. */
function refusal({ status, code, message }: Refusal) {
  return HttpResponse.json(
    { code, message: message ?? `erro ${code}`, details: null, hint: null },
    { status },
  )
}

const REST = `${TEST_ORIGIN}/rest/v1`

/** A fake PostgREST over `tables` (table name -> rows). */
export function adminRest(tables: Record<string, Row[]>) {
  const rows: Record<string, Row[]> = Object.fromEntries(
    Object.entries(tables).map(([name, list]) => [name, list.map((r) => ({ ...r }))]),
  )
  const requests: SentRequest[] = []
  let nextRefusal: Refusal | null = null

  const tableOf = (name: string) => {
    const list = rows[name]
    if (!list) throw new Error(`admin-rest: no table ${name} in this test`)
    return list
  }
  const record = async (request: Request, table: string) => {
    const url = new URL(request.url)
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text()
    const sent: SentRequest = {
      method: request.method,
      table,
      params: url.searchParams,
      prefer: request.headers.get('Prefer'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    }
    requests.push(sent)
    return { url, sent }
  }
  const takeRefusal = () => {
    const r = nextRefusal
    nextRefusal = null
    return r
  }
  const representation = (request: Request, matched: Row[]) =>
    request.headers.get('Prefer')?.includes('return=representation')
      ? HttpResponse.json(matched as JsonBodyType)
      : new HttpResponse(null, { status: 204 })

  const handlers: HttpHandler[] = [
    http.post(`${REST}/rpc/move_display_order`, async ({ request }) => {
      const { sent } = await record(request, 'rpc/move_display_order')
      const refused = takeRefusal()
      if (refused) return refusal(refused)
      const args = sent.body as { target_table: string; target_id: string; direction: number }
      moveInMemory(tableOf(args.target_table), args.target_id, args.direction)
      return new HttpResponse(null, { status: 204 })
    }),
    http.head(`${REST}/:table`, async ({ request, params }) => {
      const table = String(params.table)
      const { url } = await record(request, table)
      const { total } = applyQuery(tableOf(table), url)
      return new HttpResponse(null, { status: 200, headers: { 'Content-Range': `*/${total}` } })
    }),
    http.get(`${REST}/:table`, async ({ request, params }) => {
      const table = String(params.table)
      await record(request, table)
      return restAnswer(request, tableOf(table), { project: true })
    }),
    http.post(`${REST}/:table`, async ({ request, params }) => {
      const table = String(params.table)
      const { sent } = await record(request, table)
      const refused = takeRefusal()
      if (refused) return refusal(refused)
      const values = (Array.isArray(sent.body) ? sent.body : [sent.body]) as Row[]
      const created = values.map((v) => ({
        id: newId(),
        created_at: new Date().toISOString(),
        ...v,
      }))
      tableOf(table).push(...created)
      return request.headers.get('Prefer')?.includes('return=representation')
        ? HttpResponse.json(created as JsonBodyType, { status: 201 })
        : new HttpResponse(null, { status: 201 })
    }),
    http.patch(`${REST}/:table`, async ({ request, params }) => {
      const table = String(params.table)
      const { url, sent } = await record(request, table)
      const refused = takeRefusal()
      if (refused) return refusal(refused)
      const filter = new URL(url)
      filter.searchParams.delete('select')
      const matched = applyQuery(tableOf(table), filter).rows
      for (const row of matched) Object.assign(row, sent.body as Row)
      return representation(request, matched)
    }),
    http.delete(`${REST}/:table`, async ({ request, params }) => {
      const table = String(params.table)
      const { url } = await record(request, table)
      const refused = takeRefusal()
      if (refused) return refusal(refused)
      const filter = new URL(url)
      filter.searchParams.delete('select')
      const matched = applyQuery(tableOf(table), filter).rows
      rows[table] = tableOf(table).filter((r) => !matched.includes(r))
      return representation(request, matched)
    }),
  ]

  return {
    handlers,
    requests,
    /** The rows of a table as they are now. */
    rows: (table: string) => tableOf(table),
    /** Requests of one method (and table). */
    sent: (method: string, table?: string) =>
      requests.filter((r) => r.method === method && (table === undefined || r.table === table)),
    /** The next write (insert, update, delete, rpc) fails with this PostgREST error. */
    refuseNext: (r: Refusal) => {
      nextRefusal = r
    },
  }
}

/** What move_display_order does, on rows with distinct orders inside one scope-free list. */
function moveInMemory(list: Row[], id: string, direction: number) {
  const sorted = [...list].sort(
    (a, b) =>
      Number(a.display_order) - Number(b.display_order) || String(a.id).localeCompare(String(b.id)),
  )
  const index = sorted.findIndex((r) => r.id === id)
  const neighbour = sorted[index + direction]
  const mover = sorted[index]
  if (!mover || !neighbour) return
  const order = mover.display_order
  mover.display_order = neighbour.display_order
  neighbour.display_order = order
}
