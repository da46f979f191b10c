// The one URL rule and the members' avatars (docs/decisions/url-rule.md) on a real PostgreSQL
// (hosted Supabase runs 15), with the auth stub, every migration and the seed loaded
// (./support/pg-server.ts). The cases are those PGlite runs (./support/url-rule.ts), each in a
// transaction rolled back afterwards.
import { pgTest, rolledBackPgSession } from './support/pg-server'
import { urlRuleTests } from './support/url-rule'

const run = pgTest('url-rule.pg.test.ts')

const { session } = rolledBackPgSession()

urlRuleTests(run, session)
