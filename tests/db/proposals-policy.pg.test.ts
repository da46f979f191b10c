// The proposals insert rule and the always-true policy lint on a real PostgreSQL (hosted Supabase
// runs 15), with the auth stub, every migration and the seed loaded (./support/pg-server.ts). The
// cases are those PGlite runs (./support/proposal-policy.ts), each in a transaction rolled back
// afterwards.
import { pgTest, rolledBackPgSession } from './support/pg-server'
import { proposalPolicyTests } from './support/proposal-policy'

const run = pgTest('proposals-policy.pg.test.ts')

const { session } = rolledBackPgSession()

proposalPolicyTests(run, session)
