// The two function rules of Supabase's database linter (splinter), written as one check on the
// catalogue, run by tests/db/function-lint.test.ts (PGlite) and function-lint.pg.test.ts
// (PostgreSQL 15) on every migration (docs/decisions/database-linter.md):
//   * function_search_path_mutable (0011): every function of ours, in any schema but those Supabase
//     and the extensions own, runs with `search_path = ''` (so no caller's search path can put its
//     own objects in front of the ones the body means);
//   * anon/authenticated_security_definer_function_executable (0028/0029): no SECURITY DEFINER
//     function in a schema the API exposes may be executed by `anon` or `authenticated` (such a
//     body belongs in `private`, behind a security-invoker wrapper).
import type { SqlSession } from './database'

/** Schemas PostgREST (and Storage) expose to the API roles. */
export const EXPOSED_SCHEMAS = ['public', 'graphql_public', 'storage']

/** Schemas Supabase or the extensions own, out of the project's hands (splinter's own list). */
export const SUPABASE_SCHEMAS = [
  'pg_catalog',
  'information_schema',
  'pg_toast',
  'auth',
  'storage',
  'extensions',
  'graphql',
  'graphql_public',
  'realtime',
  'supabase_functions',
  'supabase_migrations',
  'vault',
  'pgsodium',
  'pgsodium_masks',
  'pgbouncer',
  'net',
  'cron',
]

export type LintFinding = { lint: string; fn: string }

const LINT_SQL = `
  with fns as (
    select p.oid, n.nspname, p.oid::regprocedure::text as fn, p.prosecdef, p.proconfig
      from pg_catalog.pg_proc as p
      join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
     where not exists (
             select 1 from pg_catalog.pg_depend as d
              where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid
                and d.deptype = 'e')
       and n.nspname not like 'pg\\_temp\\_%' and n.nspname not like 'pg\\_toast\\_temp\\_%'
  )
  select 'function_search_path_mutable' as lint, fn
    from fns
   where not (nspname = any($1::text[]))
     and not coalesce(proconfig, '{}') && array['search_path=""']
  union all
  select 'security_definer_function_executable_by_' || r.rolname, fn
    from fns
   cross join (values ('anon'), ('authenticated')) as r (rolname)
   where nspname = any($2::text[])
     and prosecdef
     and pg_catalog.has_function_privilege(r.rolname, oid, 'EXECUTE')
   order by 1, 2`

/** Every function that breaks one of the rules, with the rule it breaks. */
export async function lintFunctions(db: SqlSession): Promise<LintFinding[]> {
  const { rows } = await db.query<LintFinding>(LINT_SQL, [SUPABASE_SCHEMAS, EXPOSED_SCHEMAS])
  return rows
}
