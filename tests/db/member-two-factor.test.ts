// A member's second factor protects their data (docs/decisions/database-linter.md), on PGlite with
// every migration and the seed; the cases are in ./support/member-two-factor.ts, the same run on
// PostgreSQL 15 in ./member-two-factor.pg.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import { useDatabase } from './support/database'
import { memberTwoFactorTests } from './support/member-two-factor'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

memberTwoFactorTests(test, database)
