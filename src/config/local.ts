// Fixed, public identifiers of the local backend (see local-backend/). They are not secrets: the
// local backend exists only on a developer's machine, in tests and in CI.

/** Publishable (anon) key the browser sends to the local backend. Treated as role `anon`. */
export const LOCAL_ANON_KEY = 'sb_publishable_mov-local-anon-key'

/** Store id the site uses when no Hostinger store is configured. */
export const LOCAL_STORE_ID = 'mov-local-store'
