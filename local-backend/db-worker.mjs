// The local database's thread: one PGlite (Postgres in WebAssembly) per worker. PGlite runs each
// statement synchronously on its thread and ignores `statement_timeout` (Postgres's timer needs a
// signal that WebAssembly never delivers), so a slow statement would block the server's event loop.
// Here it blocks only this worker; db.ts ends the worker when a statement outlives its role's
// budget and opens the data directory again (Postgres recovers it as after a crash).
// Plain JavaScript so that Node runs it without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

/** A PGlite error as plain data (code, detail, hint, ...), since an Error loses its fields in a message. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) }
  const out = { message: error.message }
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue
    if (typeof value === 'object' && value !== null) continue
    out[key] = value
  }
  return out
}

let db
try {
  db = await PGlite.create({
    dataDir: workerData.dataDir,
    extensions: { pgcrypto, unaccent, pg_trgm },
    relaxedDurability: true,
  })
  parentPort.postMessage({ ready: true })
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) })
}

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    let result = null
    if (op === 'query') {
      const r = await db.query(sql, params)
      result = { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }
    } else if (op === 'exec') {
      const list = await db.exec(sql)
      result = list.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }))
    } else if (op === 'close') {
      await db.close()
    } else {
      throw new Error(`unknown operation ${op}`)
    }
    parentPort.postMessage({ id, ok: true, result })
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: plainError(error) })
  }
})
