// The partnership proposals' send limit on PGlite with the real migrations (the cases:
// ./support/proposal-limits.ts; the same run on PostgreSQL 15, with concurrent sends, in
// ./proposal-limits.pg.test.ts).
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import { useDatabase } from './support/database'
import { proposalLimitTests } from './support/proposal-limits'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

proposalLimitTests(test, database)
