-- Supabase's database linter to zero. Why this shape: docs/decisions/database-linter.md.
-- tests/db/function-lint.test.ts (and .pg.test.ts) keeps it there: it fails on any function of
-- ours without `search_path = ''`, and on any security-definer function the API roles can call in
-- a schema the API exposes.
--
-- 1. function_search_path_mutable (28): the search functions of 20261125200000_search.sql were
--    created without a search path. Their bodies are SQL-standard (`return ...`), parsed and bound
--    when they were created, and every name in them is schema-qualified (public.f_unaccent,
--    extensions.unaccent, the public.portuguese_unaccent configuration) or in pg_catalog, so an
--    empty search path changes nothing they compute. A function with its own setting is no longer
--    inlined; the expression indexes keep matching, because the index expression and the query's
--    expression are the same call, now both left as a call (tests/db/search*.test.ts and the scale
--    tests check the plans). The indexes' stored values are unchanged (same results), so no
--    reindex is needed.
--
-- 2. authenticated_security_definer_function_executable (8): the MOV+ functions that run with the
--    owner's rights move to the `private` schema (which PostgREST does not expose) as they are,
--    with their bodies, grants and owner (`alter function ... set schema` keeps the function
--    itself). In `public` the same names and signatures are now `security invoker` SQL wrappers
--    that call them, so supabase-js calls (`rpc('mov_plus_stats')`) and the generated types do
--    not change. The API can no longer call a security-definer function directly; the private
--    ones stay callable only through the wrappers (their own checks still run first).

-- 1. Pinned search paths -----------------------------------------------------------------------------
alter function public.f_unaccent(text) set search_path = '';
alter function public.search_query(text) set search_path = '';

do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure
      from pg_catalog.pg_proc as p
     where p.pronamespace = 'public'::regnamespace
       and p.proname in ('search_text', 'search_document')
  loop
    execute format('alter function %s set search_path = %L', fn, '');
  end loop;
end;
$$;

-- 2. Security-definer bodies out of the exposed schema -------------------------------------------------
alter function public.mov_plus_award_points(uuid, integer, uuid, text) set schema private;
alter function public.mov_plus_undo_points(uuid, text) set schema private;
alter function public.mov_plus_decide_completion(uuid, boolean, text) set schema private;
alter function public.mov_plus_request_redemption(uuid) set schema private;
alter function public.mov_plus_my_ledger(integer, integer) set schema private;
alter function public.mov_plus_search_members(text, integer) set schema private;
alter function public.mov_plus_stats() set schema private;
alter function public.mov_plus_top_missions(integer) set schema private;

-- private.mov_plus_decide_completion calls `public.mov_plus_award_points` by name at run time: from
-- now on the wrapper below, which runs the private function with the same (owner's) rights.

create function public.mov_plus_award_points(
  p_user_id uuid,
  p_points integer,
  p_mission_id uuid default null,
  p_reason text default null
)
returns public.mov_plus_pontos
language sql
security invoker
set search_path = ''
as $$
  select * from private.mov_plus_award_points(p_user_id, p_points, p_mission_id, p_reason)
$$;

create function public.mov_plus_undo_points(p_entry_id uuid, p_reason text default null)
returns public.mov_plus_pontos
language sql
security invoker
set search_path = ''
as $$
  select * from private.mov_plus_undo_points(p_entry_id, p_reason)
$$;

create function public.mov_plus_decide_completion(
  p_completion_id uuid,
  p_approve boolean,
  p_reason text default null
)
returns public.mov_plus_conclusoes
language sql
security invoker
set search_path = ''
as $$
  select * from private.mov_plus_decide_completion(p_completion_id, p_approve, p_reason)
$$;

create function public.mov_plus_request_redemption(p_reward_id uuid)
returns public.mov_plus_resgates
language sql
security invoker
set search_path = ''
as $$
  select * from private.mov_plus_request_redemption(p_reward_id)
$$;

create function public.mov_plus_my_ledger(p_limit integer default 20, p_offset integer default 0)
returns table (
  id uuid,
  points integer,
  reason text,
  mission_title text,
  awarded_by_name text,
  created_at timestamptz,
  total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.mov_plus_my_ledger(p_limit, p_offset)
$$;

create function public.mov_plus_search_members(p_query text, p_limit integer default 20)
returns table (id uuid, full_name text, email text, balance bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.mov_plus_search_members(p_query, p_limit)
$$;

create function public.mov_plus_stats()
returns table (points_this_month bigint, pending_redemptions bigint, pending_completions bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.mov_plus_stats()
$$;

create function public.mov_plus_top_missions(p_limit integer default 5)
returns table (mission_id uuid, title text, times_awarded bigint, points bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.mov_plus_top_missions(p_limit)
$$;

-- The wrappers: signed-in callers only, as the functions they replace (Supabase grants new
-- functions in `public` to anon by default). The private functions keep their grants
-- (`authenticated` only), which the wrappers, running as the caller, need.
revoke execute on function
  public.mov_plus_award_points(uuid, integer, uuid, text),
  public.mov_plus_undo_points(uuid, text),
  public.mov_plus_decide_completion(uuid, boolean, text),
  public.mov_plus_request_redemption(uuid),
  public.mov_plus_my_ledger(integer, integer),
  public.mov_plus_search_members(text, integer),
  public.mov_plus_stats(),
  public.mov_plus_top_missions(integer)
  from public, anon;
grant execute on function
  public.mov_plus_award_points(uuid, integer, uuid, text),
  public.mov_plus_undo_points(uuid, text),
  public.mov_plus_decide_completion(uuid, boolean, text),
  public.mov_plus_request_redemption(uuid),
  public.mov_plus_my_ledger(integer, integer),
  public.mov_plus_search_members(text, integer),
  public.mov_plus_stats(),
  public.mov_plus_top_missions(integer)
  to authenticated;

comment on function public.mov_plus_award_points(uuid, integer, uuid, text) is
  'Calls private.mov_plus_award_points (security definer, presidency at aal2 only).';
comment on function public.mov_plus_undo_points(uuid, text) is
  'Calls private.mov_plus_undo_points (security definer, presidency at aal2 only).';
comment on function public.mov_plus_decide_completion(uuid, boolean, text) is
  'Calls private.mov_plus_decide_completion (security definer, presidency at aal2 only).';
comment on function public.mov_plus_request_redemption(uuid) is
  'Calls private.mov_plus_request_redemption (security definer, the signed-in member''s own request).';
comment on function public.mov_plus_my_ledger(integer, integer) is
  'Calls private.mov_plus_my_ledger (security definer, the signed-in member''s own entries only).';
comment on function public.mov_plus_search_members(text, integer) is
  'Calls private.mov_plus_search_members (security definer, presidency at aal2 only).';
comment on function public.mov_plus_stats() is
  'Calls private.mov_plus_stats (security definer, presidency at aal2 only).';
comment on function public.mov_plus_top_missions(integer) is
  'Calls private.mov_plus_top_missions (security definer, presidency at aal2 only).';
