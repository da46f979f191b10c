// Supabase's linter rules on functions (docs/decisions/database-linter.md), on PostgreSQL 15
// (hosted Supabase's major version) with every migration and the seed; the same cases as PGlite
// runs.
import { functionLintTests } from './support/function-lint-tests'
import { pgTest, rolledBackPgSession } from './support/pg-server'

const run = pgTest('function-lint.pg.test.ts')

const { session } = rolledBackPgSession()

functionLintTests(run, session)
