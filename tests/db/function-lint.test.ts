// Supabase's linter rules on functions (docs/decisions/database-linter.md), on PGlite with every
// migration and the seed: ./support/function-lint.ts is the check, ./support/function-lint-tests.ts
// the cases.
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import { useDatabase } from './support/database'
import { functionLintTests } from './support/function-lint-tests'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

functionLintTests(test, database)
