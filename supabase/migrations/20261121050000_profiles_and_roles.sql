-- Profiles, roles and the private helpers every policy uses.
--
-- Conventions for every table in `public` (this file and the next ones):
--   * RLS on; all default grants revoked from anon/authenticated and granted back per command
--     (column lists for writes, so `id`, `created_at` and `updated_at` can never be forged);
--   * one policy per command, each with an explicit `to`;
--   * role checks through `private.user_role()` wrapped in `(select ...)` so it runs once per query.

create schema if not exists private;
revoke all on schema private from public;
-- Policies run with the caller's privileges, so the API roles may call the role helper (and
-- only that: the trigger functions below stay closed to them).
grant usage on schema private to anon, authenticated, service_role;

-- updated_at bookkeeping ----------------------------------------------------------------------
create function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function private.set_updated_at() from public, anon, authenticated;

-- profiles ---------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'user'
    constraint profiles_role_check check (role in ('user', 'escritor', 'admin', 'mov_plus_admin')),
  full_name text
    constraint profiles_full_name_check check (char_length(full_name) <= 200),
  avatar_url text
    constraint profiles_avatar_url_check check (
      char_length(avatar_url) <= 2048 and avatar_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'
    ),
  show_in_ranking boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_role_idx on public.profiles (role);
create index profiles_show_in_ranking_idx on public.profiles (show_in_ranking) where show_in_ranking;
create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

-- The one role helper: the signed-in account's role, or null for anonymous visitors and accounts
-- without a profile. Security definer so it can read `profiles` without going through its RLS.
create function private.user_role() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.role from public.profiles as p where p.id = (select auth.uid())
$$;
revoke execute on function private.user_role() from public;
grant execute on function private.user_role() to anon, authenticated, service_role;

-- A profile for every new account. Only `full_name` is taken from the sign-up metadata; the role
-- is always `user` whatever the metadata says (`role: "admin"` included).
create function private.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, role)
  values (
    new.id,
    left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 200),
    'user'
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke execute on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (full_name, avatar_url, show_in_ranking, role) on table public.profiles to authenticated;

create policy "profiles: own row, or staff who manage people"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.user_role()) in ('admin', 'mov_plus_admin'));

-- A member edits their own name, avatar and ranking opt-in; the role may only stay what it is
-- (the helper reads the role as it was before the update). Admins change anyone's role.
create policy "profiles: own row keeps its role, admins change roles"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.user_role()) = 'admin')
  with check (
    (select private.user_role()) = 'admin'
    or (id = (select auth.uid()) and role = (select private.user_role()))
  );
-- No insert policy (the trigger creates profiles) and no delete policy (deleting the account
-- cascades).
