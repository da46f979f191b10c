// A member's second factor protects their data (docs/decisions/database-linter.md), on PostgreSQL
// 15 (hosted Supabase's major version); the cases PGlite runs (./support/member-two-factor.ts),
// each rolled back.
import { memberTwoFactorTests } from './support/member-two-factor'
import { pgTest, rolledBackPgSession } from './support/pg-server'

const run = pgTest('member-two-factor.pg.test.ts')

const { session } = rolledBackPgSession()

memberTwoFactorTests(run, session)
