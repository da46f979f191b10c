// The handler under Node (Vitest); the same cases run under Deno in handler.deno.test.ts.
import { test } from 'vitest'
import { cases } from './handler-cases.ts'

for (const { name, run } of cases) test(name, run)
