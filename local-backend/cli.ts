// `npm run db:reset` (tsx local-backend/cli.ts reset): deletes the local data directory and builds
// the database again from the stub, the migrations, the seed and the store SQL.
// `tsx local-backend/cli.ts serve [port]` runs the standalone backend (no site) until Ctrl+C.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createBackend } from './app.ts'
import { resolveDbDir } from './config.ts'
import { processAlive } from './db.ts'
import { startLocalBackend } from './server.ts'

const [command, arg] = process.argv.slice(2)

if (command === 'reset') {
  const dir = resolveDbDir()
  if (dir === 'memory') {
    console.log('LOCAL_DB_DIR=memory: nothing on disk to reset.')
  } else {
    // Never pull the data out from under a running local backend (npm start / npm run dev).
    const lockFile = join(dir, 'lock')
    const holder = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8').trim()) : 0
    if (holder && holder !== process.pid && processAlive(holder)) {
      console.error(`A local backend (pid ${holder}) is using ${dir}: stop it first.`)
      process.exit(1)
    }
    rmSync(dir, { recursive: true, force: true })
    const started = Date.now()
    const backend = await createBackend({ log: false })
    await backend.close()
    console.log(`Local database rebuilt in ${dir} (${Date.now() - started} ms).`)
  }
} else if (command === 'serve') {
  const backend = await startLocalBackend({ port: arg ? Number(arg) : 0, log: true })
  const stop = () => void backend.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} else {
  console.error('usage: tsx local-backend/cli.ts reset | serve [port]')
  process.exit(1)
}
