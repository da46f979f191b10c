// The handler under Deno (npm run test:deno); the same cases run under Node in handler.node.test.ts.
import { cases } from './handler-cases.ts'

for (const { name, run } of cases) Deno.test(name, run)
