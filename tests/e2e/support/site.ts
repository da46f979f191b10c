// Which local site a journey file uses. The run starts one site (the built app served with its own
// local backend and in-memory database) per worker, and runs as many files at once as there are
// sites: a file never shares its server, its database or its per-address limits with the file that
// runs beside it (docs/decisions/test-speed.md).
import { inject } from 'vitest'

/** The base URL of this worker's site (`VITEST_POOL_ID` is 1..E2E_WORKERS, ./workers.ts). */
export function siteURL(): string {
  const urls = inject('baseURLs')
  const id = Number(process.env.VITEST_POOL_ID ?? 1)
  const url = urls[(id - 1) % urls.length]
  if (!url) throw new Error('The e2e global setup started no site')
  return url
}
