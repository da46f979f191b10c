// What a visitor may insert into `parcerias_solicitacoes` and the always-true policy lint, on PGlite
// with the real migrations (the cases: ./support/proposal-policy.ts; the same run on PostgreSQL 15
// in ./proposals-policy.pg.test.ts).
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import { useDatabase } from './support/database'
import { proposalPolicyTests } from './support/proposal-policy'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

proposalPolicyTests(test, database)
