// `npm run db:reset` (tsx local-backend/cli.ts reset): deletes the local data directory and builds
// the database again from the stub, the migrations, the seed and the store SQL.
// `tsx local-backend/cli.ts serve [port]` runs the standalone backend (no site) until Ctrl+C
// (SIGINT), SIGTERM or SIGHUP, which close the database and remove its lock. On a data directory
// another local backend holds, both exit with code 1 and say which process holds it.
import { rmSync } from 'node:fs'
import { createBackend } from './app.ts'
import { resolveDbDir, siteFromEnvironment } from './config.ts'
import { DirectoryInUseError, lockHolder } from './lock.ts'
import { startLocalBackend } from './server.ts'
import { exitOnSignals } from './shutdown.ts'

const [command, arg] = process.argv.slice(2)

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

if (command === 'reset') {
  const dir = resolveDbDir()
  if (dir === 'memory') {
    console.log('LOCAL_DB_DIR=memory: nothing on disk to reset.')
  } else {
    // Never pull the data out from under a running local backend (npm start / npm run dev).
    const holder = lockHolder(dir)
    if (holder) fail(new DirectoryInUseError(dir, holder))
    rmSync(dir, { recursive: true, force: true })
    const started = Date.now()
    const backend = await createBackend({ log: false }).catch(fail)
    await backend.close()
    console.log(`Local database rebuilt in ${dir} (${Date.now() - started} ms).`)
  }
} else if (command === 'serve') {
  const backend = await startLocalBackend({
    port: arg ? Number(arg) : 0,
    log: true,
    site: siteFromEnvironment(),
  }).catch(fail)
  exitOnSignals(() => backend.close())
} else {
  console.error('usage: tsx local-backend/cli.ts reset | serve [port]')
  process.exit(1)
}
