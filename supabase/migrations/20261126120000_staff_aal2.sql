-- Two-factor for staff, the database part. Why this shape:
-- docs/decisions/staff-two-factor-database.md.
--
-- Every right a staff role (`admin`, `escritor`, `mov_plus_admin`) has beyond a plain signed-in
-- member now also needs a session at `aal2` (`(auth.jwt() ->> 'aal') = 'aal2'`: a password and
-- then a verified TOTP code). A staff account at `aal1` (a password alone, or a recovery link), or
-- with a token that carries no `aal` claim at all, has exactly what a plain member has.
--
-- Where staff rights come from (every use read, migration by migration):
--   * `private.user_role()`: every policy that grants staff rights calls it (the content tables,
--     hidden rows included; news drafts and schedules; proposals; people and roles; MOV+ missions,
--     rewards, redemptions, ledger, completions, totals; the `site-media` objects of Storage,
--     whose `storage.objects` policies the local Storage server applies as hosted Storage does);
--   * `private.mov_plus_require_staff()`: the one check of the MOV+ functions that run with the
--     owner's rights (award and undo points, decide completions, member search, stats, top
--     missions) or call it first (decide a redemption); it asks `private.user_role()`;
--   * `public.move_display_order` and `public.mov_plus_decide_redemption` run with the caller's
--     rights: row-level security (so `private.user_role()`) decides their updates;
--   * no trigger branches on a role (they record who decided, from `auth.uid()`, behind policies
--     that already checked the role), the ranking view shows the same rows to everyone, and the
--     search and filter functions apply the visitors' rule to every caller.
-- So one change covers them all: `private.user_role()` answers the role whose rights the session
-- has. A staff role only at `aal2`; `user` for a staff account below it. Other roles, anonymous
-- visitors and `service_role` (no `sub`, so no profile) are answered as before.
--
-- One rule needs the stored role instead: a member may update their own profile only if the role
-- stays what it is. Compared with the session's role, a staff account at `aal1` could no longer
-- change its own name (its row says `admin`, the session `user`), and could not keep its role
-- either. That comparison now reads `private.account_role()`, the role stored on the profile.
-- The staff rule of the same policy (changing someone's role) keeps asking `private.user_role()`.
--
-- What a staff account still does at `aal1`, as any member: read its own profile (the interface
-- learns the role from it and then asks for the code), edit its own name, avatar and ranking
-- opt-in, its own MOV+ ledger, balance and requests, sign out (GoTrue, no table), and pass the
-- area-password gate (verify-password runs as `service_role`, which no policy binds).

-- The role whose rights the session has ---------------------------------------------------------
-- `create or replace` keeps the grants of 20261121050000 (anon, authenticated, service_role).
create or replace function private.user_role() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
           when p.role in ('admin', 'escritor', 'mov_plus_admin')
                and coalesce((select auth.jwt()) ->> 'aal', '') <> 'aal2'
             then 'user'
           else p.role
         end
    from public.profiles as p
   where p.id = (select auth.uid())
$$;
comment on function private.user_role() is
  'The role whose rights the session has: the profile''s role, except that a staff role (admin, '
  'escritor, mov_plus_admin) needs a session at aal2 and is answered `user` below it. Null for '
  'anonymous callers and accounts without a profile.';

-- The role stored on the signed-in account's profile, whatever the session -------------------------
-- Only for the rule "a member's own role stays what it is"; never for granting a right.
create function private.account_role() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.role from public.profiles as p where p.id = (select auth.uid())
$$;
comment on function private.account_role() is
  'The role stored on the signed-in account''s profile, at any assurance level. Grants nothing: '
  'only the profile update policy uses it, so that a role stays what it is.';
revoke execute on function private.account_role() from public, anon;
grant execute on function private.account_role() to authenticated, service_role;

-- Profiles: own row keeps its (stored) role, admins at aal2 change others' roles -----------------
drop policy "profiles: own row keeps its role, admins change others' roles" on public.profiles;
create policy "profiles: own row keeps its role, admins change others' roles"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.user_role()) = 'admin')
  with check (
    ((select private.user_role()) = 'admin' and (id <> (select auth.uid()) or role = 'admin'))
    or (id = (select auth.uid()) and role = (select private.account_role()))
  );

-- MOV+ staff check: the same refusal (42501), saying why when only the second factor is missing ----
create or replace function private.mov_plus_require_staff() returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null or coalesce((select private.user_role()) not in ('mov_plus_admin', 'admin'), true) then
    if caller is not null and (select private.account_role()) in ('mov_plus_admin', 'admin') then
      raise exception 'Esta área exige a verificação em duas etapas.' using errcode = '42501';
    end if;
    raise exception 'Apenas a presidência do MOV+ pode fazer isso.' using errcode = '42501';
  end if;
  return caller;
end;
$$;
