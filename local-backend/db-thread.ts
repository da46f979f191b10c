// The database's thread: one PGlite on a worker thread (db-worker.mjs), asked one thing at a time,
// and replaced when a statement runs past its role's budget (the only way to stop WebAssembly
// mid-statement). db.ts opens it and queues the transactions.
import { Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import type { Transaction } from './db.ts'

/** The error a statement past its budget fails with: PostgreSQL's own (SQLSTATE 57014). */
export class StatementTimeoutError extends Error {
  readonly code = '57014'
  readonly detail = undefined
  readonly hint = undefined
  constructor() {
    super('canceling statement due to statement timeout')
  }
}

interface PlainError {
  message: string
  [key: string]: unknown
}

function fromPlain(plain: PlainError): Error {
  return Object.assign(new Error(plain.message), plain)
}

type WorkerReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PlainError }

/** One PGlite on its own thread (db-worker.mjs), asked one thing at a time. */
export class DatabaseThread {
  #nextId = 0
  #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  #exited = false

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      const pending = this.#pending.get(reply.id)
      if (!pending) return
      this.#pending.delete(reply.id)
      if (reply.ok) pending.resolve(reply.result)
      else pending.reject(fromPlain(reply.error))
    })
    const fail = (error: Error) => {
      this.#exited = true
      for (const p of this.#pending.values()) p.reject(error)
      this.#pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', () => fail(new Error('local backend: the database thread ended')))
  }

  /** Opens the data directory in a new thread. */
  static start(dataDir: string): Promise<DatabaseThread> {
    const worker = new Worker(new URL('./db-worker.mjs', import.meta.url), {
      workerData: { dataDir },
    })
    return new Promise((resolve, reject) => {
      const onExit = () => reject(new Error('local backend: the database thread ended on start'))
      worker.once('exit', onExit)
      worker.once('error', reject)
      worker.once('message', (msg: { ready: boolean; error?: PlainError }) => {
        worker.off('exit', onExit)
        worker.off('error', reject)
        if (msg.ready) resolve(new DatabaseThread(worker))
        else {
          void worker.terminate()
          reject(fromPlain(msg.error ?? { message: 'the database did not open' }))
        }
      })
    })
  }

  /**
   * Sends one operation; with a `deadline` (epoch ms), a statement still running then ends the
   * thread (the only way to stop WebAssembly mid-statement) and fails with StatementTimeoutError.
   */
  call(op: 'query' | 'exec' | 'close', sql?: string, params?: unknown[], deadline?: number) {
    if (this.#exited) return Promise.reject(new Error('local backend: the database thread ended'))
    const id = ++this.#nextId
    return new Promise<unknown>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined
      const settle =
        <A>(f: (a: A) => void) =>
        (a: A) => {
          clearTimeout(timer)
          f(a)
        }
      this.#pending.set(id, { resolve: settle(resolve), reject: settle(reject) })
      if (deadline !== undefined) {
        timer = setTimeout(
          () => {
            this.#pending.delete(id)
            reject(new StatementTimeoutError())
            this.terminate()
          },
          Math.max(0, deadline - Date.now()),
        )
      }
      this.worker.postMessage({ id, op, sql, params })
    })
  }

  terminate(): void {
    this.#exited = true
    void this.worker.terminate()
  }
}

/** The database as `Transaction`s on a thread that is replaced when a statement runs out of time. */
export class ThreadedDatabase {
  constructor(
    private thread: DatabaseThread,
    private readonly dataDir: string,
    private readonly log: (line: string) => void,
  ) {}

  exec(sql: string): Promise<unknown> {
    return this.thread.call('exec', sql)
  }

  /** Settles when the thread is usable: after a timeout, when the new thread has opened. */
  #ready: Promise<void> = Promise.resolve()

  async transaction<T>(budgetMs: number | null, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#ready
    const thread = this.thread
    const deadline = budgetMs === null ? undefined : Date.now() + budgetMs
    const tx: Transaction = {
      query: <R>(sql: string, params?: unknown[]) =>
        thread.call('query', sql, params, deadline) as Promise<Results<R>>,
      exec: (sql: string) => thread.call('exec', sql, undefined, deadline) as Promise<Results[]>,
    }
    await thread.call('exec', 'begin')
    try {
      const result = await fn(tx)
      await thread.call('exec', 'commit')
      return result
    } catch (error) {
      if (error instanceof StatementTimeoutError) {
        // The thread is gone with the transaction. The request is answered at once; the next
        // transaction waits for the database to open again (it recovers as after a crash).
        this.#ready = this.restart()
      } else {
        await thread.call('exec', 'rollback')
      }
      throw error
    }
  }

  async restart(): Promise<void> {
    this.thread.terminate()
    const started = Date.now()
    try {
      const thread = await DatabaseThread.start(this.dataDir)
      // Warm the new backend's caches so the next request's budget is not spent on them.
      await thread.call(
        'exec',
        `begin; select set_config('role', 'anon', true); select count(*) from pg_catalog.pg_class; rollback`,
      )
      this.thread = thread
    } catch (error) {
      this.log(`The database could not be opened again after a timeout: ${String(error)}`)
      throw error
    }
    this.log(
      `A statement ran past its time budget: the database thread was ended and reopened (${Date.now() - started} ms).`,
    )
  }

  async close(): Promise<void> {
    await this.#ready.catch(() => undefined)
    try {
      await this.thread.call('close')
    } finally {
      this.thread.terminate()
    }
  }
}
