-- The admin area (docs/decisions/admin-framework.md): what the movement's staff need beyond the
-- content tables' own rules (those are in the content migration: admins already read hidden rows
-- and write every content table).
--
--   * site media: a public-read Storage bucket that only admins write, with a size and type limit;
--   * partnership proposals: a status that admins change (who and when filled by the database);
--   * people: the account's e-mail on its profile (kept by the database), and an admin may never
--     remove their own admin role;
--   * ordering: one call that moves a row up or down among its siblings.

-- Site media -------------------------------------------------------------------------------------
-- Read by everyone through the public URL (a public bucket needs no select policy for that);
-- listed, uploaded, replaced and removed only by admins. No SVG: an uploaded SVG could carry script.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'site-media',
  'site-media',
  true,
  5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/pdf']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "site-media: admins list"
  on storage.objects for select to authenticated
  using (bucket_id = 'site-media' and (select private.user_role()) = 'admin');
create policy "site-media: admins upload"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'site-media' and (select private.user_role()) = 'admin');
create policy "site-media: admins replace"
  on storage.objects for update to authenticated
  using (bucket_id = 'site-media' and (select private.user_role()) = 'admin')
  with check (bucket_id = 'site-media' and (select private.user_role()) = 'admin');
create policy "site-media: admins remove"
  on storage.objects for delete to authenticated
  using (bucket_id = 'site-media' and (select private.user_role()) = 'admin');

-- Partnership proposals: status ------------------------------------------------------------------
-- `nova` when it arrives (the anonymous insert grant does not name these columns, so a visitor can
-- never send one already handled); an admin marks it `tratada`, and the database records who and
-- when. Marking it `nova` again clears both.
alter table public.parcerias_solicitacoes
  add column status text not null default 'nova'
    constraint parcerias_solicitacoes_status_check check (status in ('nova', 'tratada')),
  add column handled_at timestamptz,
  add column handled_by uuid references public.profiles (id) on delete set null,
  add constraint parcerias_solicitacoes_handled_check
    check ((status = 'tratada') = (handled_at is not null));
create index parcerias_solicitacoes_status_created_at_idx
  on public.parcerias_solicitacoes (status, created_at desc);
create index parcerias_solicitacoes_handled_by_idx on public.parcerias_solicitacoes (handled_by);

create function private.track_proposal_status() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if new.status = 'tratada' then
      new.handled_at := now();
      new.handled_by := (select auth.uid());
    else
      new.handled_at := null;
      new.handled_by := null;
    end if;
  else
    new.handled_at := old.handled_at;
    new.handled_by := old.handled_by;
  end if;
  return new;
end;
$$;
revoke execute on function private.track_proposal_status() from public, anon, authenticated;
-- Only on a status change: the foreign key's own `on delete set null` (an account deleted) must
-- still clear handled_by.
create trigger parcerias_solicitacoes_track_status
  before update of status on public.parcerias_solicitacoes
  for each row execute function private.track_proposal_status();

grant update (status) on table public.parcerias_solicitacoes to authenticated;
create policy "parcerias_solicitacoes: admins change the status"
  on public.parcerias_solicitacoes for update to authenticated
  using ((select private.user_role()) = 'admin')
  with check ((select private.user_role()) = 'admin');

-- People: e-mail on the profile ------------------------------------------------------------------
-- Staff who manage people (admins, and the MOV+ presidency) find members by name or e-mail. The
-- address is copied from auth.users by the database and is never writable through the API (the
-- update grant does not name it); the select policy already limits profiles to their owner and
-- those staff.
alter table public.profiles
  add column email text constraint profiles_email_check check (char_length(email) <= 320);
update public.profiles as p set email = u.email from auth.users as u where u.id = p.id;
create index profiles_email_idx on public.profiles (lower(email));

create or replace function private.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, role, email)
  values (
    new.id,
    left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 200),
    'user',
    new.email
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke execute on function private.handle_new_user() from public, anon, authenticated;

create function private.sync_profile_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;
revoke execute on function private.sync_profile_email() from public, anon, authenticated;
create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (new.email is distinct from old.email)
  execute function private.sync_profile_email();

-- People: roles ------------------------------------------------------------------------------------
-- As before, a member keeps their role and an admin changes anyone's, except that an admin can
-- never take the admin role away from themselves (so the movement always keeps an admin who can
-- give it back).
drop policy "profiles: own row keeps its role, admins change roles" on public.profiles;
create policy "profiles: own row keeps its role, admins change others' roles"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.user_role()) = 'admin')
  with check (
    ((select private.user_role()) = 'admin' and (id <> (select auth.uid()) or role = 'admin'))
    or (id = (select auth.uid()) and role = (select private.user_role()))
  );

-- Ordering -------------------------------------------------------------------------------------------
-- Moves one row of an ordered content table one place up (-1) or down (+1) among its siblings
-- (rows of the same track for modules, of the same category for partners and representations),
-- in one statement so that a failure never leaves two rows half-swapped. MOV+ missions and rewards
-- are ordered the same way (their update policy admits the MOV+ presidency too). Ties in display_order are
-- first resolved by renumbering the siblings in their current order. Runs with the caller's rights:
-- row-level security decides (only admins may update these tables), and a caller who may not
-- update the row gets 42501.
create function public.move_display_order(target_table text, target_id uuid, direction integer)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  scope_column text;
  scope_filter text := 'true';
  mover record;
  neighbour record;
  ties boolean;
  changed integer;
begin
  if direction is null or direction not in (-1, 1) then
    raise exception 'direction must be -1 or 1' using errcode = '22023';
  end if;
  scope_column := case target_table
    when 'programas' then ''
    when 'home_banners' then ''
    when 'testimonials' then ''
    when 'partner_categories' then ''
    when 'institutos' then ''
    when 'trilhas' then ''
    when 'mov_plus_missoes' then ''
    when 'mov_plus_recompensas' then ''
    when 'partners' then 'category_id'
    when 'representacoes' then 'category'
    when 'trilha_modulos' then 'trilha_id'
  end;
  if scope_column is null then
    raise exception 'table % has no display order', target_table using errcode = '22023';
  end if;

  execute format('select id, display_order, %s as scope from public.%I where id = $1',
                 case when scope_column = '' then 'null::text' else format('%I::text', scope_column) end,
                 target_table)
    into mover using target_id;
  if mover.id is null then
    raise exception 'row not found' using errcode = 'P0002';
  end if;
  if scope_column <> '' then
    scope_filter := format('%I::text is not distinct from %L', scope_column, mover.scope);
  end if;

  execute format('select count(*) <> count(distinct display_order) from public.%I where %s',
                 target_table, scope_filter)
    into ties;
  if ties then
    execute format(
      'update public.%1$I as t set display_order = r.n
         from (select id, (row_number() over (order by display_order, created_at, id))::integer * 10 as n
                 from public.%1$I where %2$s) as r
        where t.id = r.id and t.display_order <> r.n',
      target_table, scope_filter);
    execute format('select id, display_order from public.%I where id = $1', target_table)
      into mover using target_id;
  end if;

  execute format(
    'select id, display_order from public.%I where %s and display_order %s $1
      order by display_order %s, created_at %s, id %s limit 1',
    target_table, scope_filter,
    case when direction < 0 then '<' else '>' end,
    case when direction < 0 then 'desc' else 'asc' end,
    case when direction < 0 then 'desc' else 'asc' end,
    case when direction < 0 then 'desc' else 'asc' end)
    into neighbour using mover.display_order;
  if neighbour.id is null then
    return; -- already first (or last): nothing to move
  end if;

  execute format(
    'update public.%I set display_order = case when id = $1 then $2 else $3 end where id in ($1, $4)',
    target_table)
    using mover.id, neighbour.display_order, mover.display_order, neighbour.id;
  get diagnostics changed = row_count;
  if changed <> 2 then
    raise exception 'permission denied to reorder %', target_table using errcode = '42501';
  end if;
end;
$$;
revoke execute on function public.move_display_order(text, uuid, integer) from public, anon;
grant execute on function public.move_display_order(text, uuid, integer) to authenticated;
