-- Staff rights end with the session. Why: docs/decisions/database-linter.md
-- ("Staff rights and the session").
--
-- An access token stays valid until it expires (an hour on hosted Supabase), and signing out
-- (`POST /auth/v1/logout`, `scope=global` ending every session of the account) only deletes the
-- sessions in `auth.sessions`; it cannot recall tokens already issued. So a staff token taken
-- before a sign-out still read members' e-mails (mov_plus_search_members) and balances
-- (mov_plus_saldos) until it expired. A staff role now also needs the token's session
-- (`session_id` claim) to exist in `auth.sessions`, to belong to the token's user, to be at `aal2`
-- there (GoTrue records the level it reached; the claim alone could come from before a factor was
-- removed) and not to be past its `not_after`. Without that, the session has a plain member's
-- rights, as below aal2. Every staff right asks `private.user_role()` (the list is in
-- 20261126120000_staff_aal2.sql), so this one change covers them all.

-- Whether the token's session is still a live aal2 session of its user ------------------------------
-- Security definer: the API roles cannot read `auth.sessions`. A `session_id` that is not a UUID
-- (no valid token has one) answers false instead of failing the cast.
create function private.session_is_live_aal2() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from auth.sessions as s
     where s.id = (
             select case
                      when c.sid ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                        then c.sid::uuid
                    end
               from (select (select auth.jwt()) ->> 'session_id' as sid) as c
           )
       and s.user_id = (select auth.uid())
       and s.aal = 'aal2'
       and (s.not_after is null or s.not_after > now())
  )
$$;
comment on function private.session_is_live_aal2() is
  'True when the token''s session (session_id claim) still exists in auth.sessions for its user, '
  'at aal2 and not past not_after. Staff rights need it (private.user_role).';
revoke execute on function private.session_is_live_aal2() from public;
grant execute on function private.session_is_live_aal2() to anon, authenticated, service_role;

-- The role whose rights the session has -------------------------------------------------------------
-- `create or replace` keeps the grants of 20261121050000 (anon, authenticated, service_role).
create or replace function private.user_role() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
           when p.role in ('admin', 'escritor', 'mov_plus_admin')
                and not (coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
                         and (select private.session_is_live_aal2()))
             then 'user'
           else p.role
         end
    from public.profiles as p
   where p.id = (select auth.uid())
$$;
comment on function private.user_role() is
  'The role whose rights the session has: the profile''s role, except that a staff role (admin, '
  'escritor, mov_plus_admin) needs a token at aal2 whose session is still a live aal2 session in '
  'auth.sessions, and is answered `user` otherwise. Null for anonymous callers and accounts '
  'without a profile.';
