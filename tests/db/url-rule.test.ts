// The one URL rule of every URL column and the members' avatars (docs/decisions/url-rule.md), on
// PGlite with the real migrations (the cases: ./support/url-rule.ts; the same run on PostgreSQL 15
// in ./url-rule.pg.test.ts).
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import { useDatabase } from './support/database'
import { urlRuleTests } from './support/url-rule'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

urlRuleTests(test, database)
