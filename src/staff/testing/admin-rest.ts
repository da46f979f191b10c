// The content screens' fake PostgREST: the shared engine (src/testing/admin-rest.ts) over copies
// of `tables`, with the move_display_order RPC, `refuseNext` to make the next write fail, and
// helpers to read what was sent and what is stored.
import {
  adminRest as restHandlers,
  postgrestError,
  type AdminRequest,
  type AdminRestOptions,
} from '@/testing/admin-rest'

type Row = Record<string, unknown>

export interface Refusal {
  status: number
  code: string
  message?: string
}

/** A fake PostgREST over `tables` (table name -> rows). */
export function adminRest(
  tables: Record<string, Row[]>,
  /** More RPCs (name -> what it does or answers), besides move_display_order. */
  extraRpc: Record<string, (args: Row, rows: Record<string, Row[]>) => unknown> = {},
  /** The database's computed fields and triggers the screens rely on (see AdminRestOptions). */
  database: Pick<AdminRestOptions, 'computed'> = {},
) {
  // Every edit screen reads the row's versions: empty history and trash unless the test has some.
  const withHistory: Record<string, Row[]> = { historico: [], lixeira: [], ...tables }
  const rows: Record<string, Row[]> = Object.fromEntries(
    Object.entries(withHistory).map(([name, list]) => [name, list.map((r) => ({ ...r }))]),
  )
  const requests: AdminRequest[] = []
  let nextRefusal: Refusal | null = null

  const tableOf = (name: string) => {
    const list = rows[name]
    if (!list) throw new Error(`admin-rest: no table ${name} in this test`)
    return list
  }

  const handlers = restHandlers(rows, {
    ...database,
    requests,
    project: true,
    // Reads always answer; the next write (insert, update, delete, rpc) may be refused.
    respond: ({ method }) => {
      if (method === 'GET' || method === 'HEAD' || !nextRefusal) return undefined
      const { status, code, message } = nextRefusal
      nextRefusal = null
      return postgrestError(status, code, message ?? `erro ${code}`)
    },
    rpc: {
      ...Object.fromEntries(
        Object.entries(extraRpc).map(([name, run]) => [name, (args: Row) => run(args, rows)]),
      ),
      move_display_order: (args) =>
        moveInMemory(
          tableOf(String(args.target_table)),
          String(args.target_id),
          Number(args.direction),
        ),
      place_display_order: (args) =>
        placeInMemory(
          tableOf(String(args.target_table)),
          String(args.target_id),
          Number(args.target_position),
        ),
    },
  })

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

/** What place_display_order does on a scope-free list: the row at `position`, all in tens. */
function placeInMemory(list: Row[], id: string, position: number) {
  const others = [...list]
    .filter((r) => r.id !== id)
    .sort(
      (a, b) =>
        Number(a.display_order) - Number(b.display_order) ||
        String(a.id).localeCompare(String(b.id)),
    )
  const mover = list.find((r) => r.id === id)
  if (!mover) return postgrestError(404, 'P0002', 'row not found')
  const place = Math.min(position, others.length + 1)
  others.splice(place - 1, 0, mover)
  others.forEach((row, index) => {
    row.display_order = (index + 1) * 10
  })
  return place
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
