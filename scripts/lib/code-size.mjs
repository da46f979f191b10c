// The unit of the JavaScript budgets (scripts/bench.mjs, scripts/bench-pages.mjs): a built file's
// gzip size (level 9) with the content hashes of the chunk names it holds read as one placeholder.
// A chunk names the others by file, each with an 8-character hash: any change anywhere renames
// chunks, and gzip packs random hashes a few bytes better or worse, so the raw figure moved by a
// byte or two from build to build with the same code. The placeholder has the hash's length; the
// budgets measure the code, and the bytes sent are ~1.6 kB more on the home page (its 7 files name
// ~90 chunks).
import { gzipSync } from 'node:zlib'

const ASSET_HASH = /(?<=[\w.]-)[\w-]{8}(?=\.(?:js|css)\b)/g

/** The gzip size of a built JavaScript or CSS file, its chunk-name hashes normalised. */
export function gzipCodeSize(buf) {
  const code = Buffer.from(buf.toString('utf8').replace(ASSET_HASH, 'xxxxxxxx'))
  return gzipSync(code, { level: 9 }).length
}

// What the home page runs before any interaction, and so what any landing page may run. 112 kB of
// raw gzip until the hashes were normalised: the same code measured 110.4 kB, 1.6 kB less, so the
// budget moved by as much (with the same 0.1 kB left).
//
// History, in raw gzip: 110 kB until every page's first load gained the donate and search entries,
// the account initials, the cancelled-checkout check and auth-scoped toasts (+1.3 kB); 111 kB (and
// 150 kB a page) until every page's first load gained the error boundary of each route, the
// reload-once of a chunk gone after a deploy, the watcher that loads the offline banner, and the
// routes and footer links of the two legal pages (+1 kB). Normalised: 110.5 kB until the boot module
// waited for the first contentful paint and the page's high-priority images before fetching any
// script (+0.2 kB: on a slow connection the scripts no longer delay the first picture).
export const BUDGET_HOME_KB = 110.6
/** What any page may need once it runs (its route chunk, the data client): 152 kB raw before. */
export const BUDGET_PAGE_KB = 150.5
