-- A member's two-factor protects their data. Why this shape:
-- docs/decisions/database-linter.md ("A member's second factor").
--
-- A member (staff accounts included, for their own member data) who turned TOTP on signs in with a
-- password and then a code. A session of the password alone (`aal1`) could still read and change
-- everything the account owns; only GoTrue's `PUT /user` refused it. Supabase's documented pattern
-- is applied: a RESTRICTIVE policy on every table a member reads or writes as a member, which a
-- session passes when it is at `aal2` or when the account has no verified factor, and the same
-- check first thing in every function a member calls that does not go through those policies.
--
-- The tables (every policy of the migrations that opens a row to its own user):
--   profiles               own row read; name, avatar and ranking choice updated
--   mov_plus_pontos        own ledger read (mov_plus_my_ledger reads it with the owner's rights)
--   mov_plus_saldos        own total read (mov_plus_my_balance)
--   mov_plus_resgates      own requests read (asked through mov_plus_request_redemption)
--   mov_plus_conclusoes    own mission reports read and sent
-- The functions: mov_plus_my_ledger and mov_plus_request_redemption (owner's rights, so the
-- policies do not bind them) and mov_plus_my_balance (caller's rights: the policy would answer 0
-- points instead of saying why). Staff functions already need aal2 (20261126120000_staff_aal2.sql).
--
-- Anonymous visitors are unaffected: every policy below is `to authenticated`, and nothing a visitor
-- reads (content, ranking, search) is among these tables.

-- Whether the session meets the account's second factor ----------------------------------------------
-- Security definer: the API roles cannot read auth.mfa_factors. Wrapped in `(select ...)` by the
-- policies, so it runs once per statement.
create function private.session_meets_mfa() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
      or not exists (
           select 1
             from auth.mfa_factors as f
            where f.user_id = (select auth.uid())
              and f.status = 'verified'
         )
$$;
comment on function private.session_meets_mfa() is
  'True when the session is at aal2, or when the signed-in account has no verified second factor '
  '(and for callers without an account). Every table of a member''s own data requires it.';
revoke execute on function private.session_meets_mfa() from public;
grant execute on function private.session_meets_mfa() to anon, authenticated, service_role;

-- The same, for the functions: refuses with 42501 and says what to do.
create function private.require_session_mfa() returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.session_meets_mfa()) then
    raise exception 'Sua conta usa a verificação em duas etapas: confirme o código do aplicativo autenticador para continuar.'
      using errcode = '42501', hint = 'aal2_required';
  end if;
end;
$$;
revoke execute on function private.require_session_mfa() from public, anon;
grant execute on function private.require_session_mfa() to authenticated, service_role;

-- The restrictive policies ------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['profiles', 'mov_plus_pontos', 'mov_plus_saldos', 'mov_plus_resgates',
                           'mov_plus_conclusoes']
  loop
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated '
      'using ((select private.session_meets_mfa())) with check ((select private.session_meets_mfa()))',
      t || ': second factor when the account has one', t);
  end loop;
end;
$$;

-- The functions ------------------------------------------------------------------------------------------
create or replace function public.mov_plus_my_balance()
returns bigint
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Entre na sua conta para ver seus pontos.' using errcode = '42501';
  end if;
  perform private.require_session_mfa();
  return coalesce((select points from public.mov_plus_saldos where user_id = (select auth.uid())), 0);
end;
$$;

create or replace function private.mov_plus_my_ledger(p_limit integer default 20, p_offset integer default 0)
returns table (
  id uuid,
  points integer,
  reason text,
  mission_title text,
  awarded_by_name text,
  created_at timestamptz,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Entre na sua conta para ver seus pontos.' using errcode = '42501';
  end if;
  perform private.require_session_mfa();
  return query
    select l.id,
           l.points,
           l.reason,
           m.title,
           nullif(btrim(p.full_name), ''),
           l.created_at,
           count(*) over ()
      from public.mov_plus_pontos as l
      left join public.mov_plus_missoes as m on m.id = l.mission_id
      left join public.profiles as p on p.id = l.awarded_by
     where l.user_id = caller
     order by l.created_at desc, l.id desc
     limit least(greatest(coalesce(p_limit, 20), 1), 100)
    offset greatest(coalesce(p_offset, 0), 0);
end;
$$;

create or replace function private.mov_plus_request_redemption(p_reward_id uuid)
returns public.mov_plus_resgates
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  reward public.mov_plus_recompensas%rowtype;
  available bigint;
  created public.mov_plus_resgates%rowtype;
begin
  -- One request at a time per member, so that two requests cannot both count the same points.
  perform 1 from public.profiles where id = caller for update;
  if caller is null or not found then
    raise exception 'Entre na sua conta para resgatar.' using errcode = '42501';
  end if;
  perform private.require_session_mfa();
  select * into reward from public.mov_plus_recompensas where id = p_reward_id;
  if not found or not reward.is_active then
    raise exception 'Recompensa indisponível.' using errcode = 'P0001';
  end if;
  if reward.stock < 1 then
    raise exception 'Esta recompensa está sem estoque.' using errcode = 'P0001';
  end if;
  select (select coalesce(sum(l.points), 0) from public.mov_plus_pontos as l where l.user_id = caller)
       - (select coalesce(sum(r.cost), 0)
            from public.mov_plus_resgates as q
            join public.mov_plus_recompensas as r on r.id = q.reward_id
           where q.user_id = caller and q.status = 'pendente')
    into available;
  if available < reward.cost then
    raise exception 'Saldo de pontos insuficiente para esta recompensa.' using errcode = 'P0001';
  end if;
  insert into public.mov_plus_resgates (user_id, reward_id) values (caller, reward.id)
  returning * into created;
  return created;
end;
$$;
