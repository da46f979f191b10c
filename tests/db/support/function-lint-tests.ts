// The linter check of ./function-lint.ts, run by tests/db/function-lint.test.ts (PGlite) and
// tests/db/function-lint.pg.test.ts (PostgreSQL 15) inside the transaction each test runs in.
import { expect } from 'vitest'
import type { SqlSession } from './database'
import { lintFunctions } from './function-lint'

type Register = (name: string, fn: () => Promise<void>) => void

export function functionLintTests(test: Register, database: () => SqlSession): void {
  test('no function of the migrations has a mutable search path or is a definer the API can call', async () => {
    expect(await lintFunctions(database())).toEqual([])
  })

  test('the check reports a function without a pinned search path and a definer the API can call', async () => {
    const db = database()
    await db.exec(`
      create function public.lint_probe_path() returns int language sql return 1;
      create function public.lint_probe_public_path() returns int language sql
        set search_path = public return 1;
      create function private.lint_probe_private_path() returns int language sql return 1;
      create function public.lint_probe_definer() returns int language sql security definer
        set search_path = '' return 1;
      revoke execute on function public.lint_probe_definer() from public, anon;
      grant execute on function public.lint_probe_definer() to authenticated;
      create function public.lint_probe_closed_definer() returns int language sql security definer
        set search_path = '' return 1;
      revoke execute on function public.lint_probe_closed_definer() from public, anon, authenticated;
      create function private.lint_probe_private_definer() returns int language sql security definer
        set search_path = '' return 1;
      grant execute on function private.lint_probe_private_definer() to anon, authenticated;
    `)
    expect(await lintFunctions(db)).toEqual([
      { lint: 'function_search_path_mutable', fn: 'lint_probe_path()' },
      { lint: 'function_search_path_mutable', fn: 'lint_probe_public_path()' },
      { lint: 'function_search_path_mutable', fn: 'private.lint_probe_private_path()' },
      { lint: 'security_definer_function_executable_by_authenticated', fn: 'lint_probe_definer()' },
    ])
  })
}
