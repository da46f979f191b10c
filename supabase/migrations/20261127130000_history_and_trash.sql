-- Nothing lost: history, trash and activity (issue 33). Why this shape:
-- docs/decisions/history-and-trash.md.
--
-- * public.historico: one row per change of a content row (created, edited, published,
--   unpublished, moved, deleted, restored, deleted for good) and per staff decision elsewhere (a role
--   changed, a proposal handled or deleted, points awarded or reversed, a redemption decided). Who
--   (`auth.uid()` and the name on their profile at that moment), when (the server's clock), what
--   (table, row id, the row before and after, as jsonb without its generated search columns).
--   Written only by the security-definer trigger functions below; the API roles have no insert,
--   update or delete grant on it, and no policy would let them.
-- * public.lixeira: a deleted content row, kept 30 days. Deleting a row from any content table puts
--   it here (same trigger). It is purged by the database: `private.purge_trash()` runs on every
--   write to the trash, and daily through pg_cron where the server has it (hosted Supabase).
-- * Staff read history and trash only for the tables their role edits (the live tables' editors:
--   admin everywhere; escritor noticias and autores; mov_plus_admin the MOV+ tables), and only with a
--   live aal2 session (`private.user_role()`); visitors and members read nothing.
-- * Restoring (a version, or a row from the trash) and deleting for good are security-definer
--   functions in `private`, behind security-invoker wrappers in `public`; each checks the caller's
--   role as the live table's policies do, and each restore is itself recorded ('restored').

-- Which tables a role may edit (the live tables' write policies, restated) ----------------------------
create function private.history_editable(p_table text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
           when (select private.user_role()) = 'admin' then true
           when (select private.user_role()) = 'escritor' then p_table in ('noticias', 'autores')
           when (select private.user_role()) = 'mov_plus_admin'
             then p_table in ('mov_plus_missoes', 'mov_plus_recompensas', 'mov_plus_pontos', 'mov_plus_resgates')
           else false
         end
$$;
comment on function private.history_editable(text) is
  'Whether the session''s role (private.user_role: staff only at a live aal2 session) edits the '
  'table, as its write policies say; history, trash and restores follow it.';
revoke execute on function private.history_editable(text) from public, anon;
grant execute on function private.history_editable(text) to authenticated, service_role;

-- The content tables whose rows are versioned and go to the trash -----------------------------------
create function private.history_content_tables() returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'programas', 'home_banners', 'pdc_publications', 'na_midia', 'testimonials', 'representacoes',
    'partner_categories', 'partners', 'manifestos', 'autores', 'noticias', 'institutos', 'pesquisas',
    'trilhas', 'trilha_modulos', 'paginas', 'documentos', 'mov_plus_missoes', 'mov_plus_recompensas'
  ]
$$;
revoke execute on function private.history_content_tables() from public, anon;
grant execute on function private.history_content_tables() to authenticated, service_role;

-- History ----------------------------------------------------------------------------------------------
create table public.historico (
  id bigint generated always as identity primary key,
  table_name text not null check (char_length(table_name) <= 63),
  row_id uuid not null,
  action text not null check (action in (
    'created', 'edited', 'published', 'unpublished', 'moved', 'deleted', 'restored',
    'deleted_for_good', 'role_changed', 'proposal_handled', 'proposal_deleted', 'points_awarded',
    'points_reversed', 'redemption_decided'
  )),
  actor_id uuid references public.profiles (id) on delete set null,
  -- The name on the actor's profile when they acted (kept when the profile changes or goes).
  actor_name text,
  created_at timestamptz not null default now(),
  old_row jsonb,
  new_row jsonb,
  -- What names the row in the activity list (its title or name; points or a decision), so that a
  -- page of the list reads a few words per entry instead of two whole rows.
  row_label text generated always as (
    left(coalesce(
      new_row ->> 'title', new_row ->> 'name', new_row ->> 'full_name', new_row ->> 'organization_name',
      old_row ->> 'title', old_row ->> 'name', old_row ->> 'full_name', old_row ->> 'organization_name',
      (new_row ->> 'points') || ' pontos', new_row ->> 'status'
    ), 200)
  ) stored
);
comment on table public.historico is
  'Every change of a content row and every staff decision, written only by triggers. Read: the '
  'staff who edit the table. Nobody writes it through the API.';
-- The activity list (newest first, optionally by table or by person) and a row's revisions.
create index historico_created_at_idx on public.historico (created_at desc, id desc);
create index historico_table_created_at_idx on public.historico (table_name, created_at desc, id desc);
create index historico_actor_created_at_idx on public.historico (actor_id, created_at desc, id desc);
create index historico_row_idx on public.historico (table_name, row_id, created_at desc, id desc);

alter table public.historico enable row level security;
revoke all on table public.historico from anon, authenticated;
grant select on table public.historico to authenticated;
create policy "historico: staff read the history of the tables they edit"
  on public.historico for select to authenticated
  using (
    (select private.user_role()) = 'admin'
    or ((select private.user_role()) = 'escritor' and table_name in ('noticias', 'autores'))
    or ((select private.user_role()) = 'mov_plus_admin'
        and table_name in ('mov_plus_missoes', 'mov_plus_recompensas', 'mov_plus_pontos', 'mov_plus_resgates'))
  );

-- Trash ------------------------------------------------------------------------------------------------
create table public.lixeira (
  id bigint generated always as identity primary key,
  table_name text not null check (char_length(table_name) <= 63),
  row_id uuid not null,
  row_data jsonb not null,
  deleted_by uuid references public.profiles (id) on delete set null,
  deleted_by_name text,
  deleted_at timestamptz not null default now(),
  constraint lixeira_table_row_key unique (table_name, row_id)
);
comment on table public.lixeira is
  'Deleted content rows, kept 30 days (private.purge_trash). Read: the staff who edit the table. '
  'Restored or deleted for good only through public.trash_restore / public.trash_delete_for_good.';
create index lixeira_deleted_at_idx on public.lixeira (deleted_at desc, id desc);
-- The foreign key's index: deleting a profile sets its deletions' `deleted_by` to null.
create index lixeira_deleted_by_idx on public.lixeira (deleted_by);

alter table public.lixeira enable row level security;
revoke all on table public.lixeira from anon, authenticated;
grant select on table public.lixeira to authenticated;
create policy "lixeira: staff read the trash of the tables they edit"
  on public.lixeira for select to authenticated
  using (
    (select private.user_role()) = 'admin'
    or ((select private.user_role()) = 'escritor' and table_name in ('noticias', 'autores'))
    or ((select private.user_role()) = 'mov_plus_admin'
        and table_name in ('mov_plus_missoes', 'mov_plus_recompensas'))
  );

-- The trash keeps 30 days ---------------------------------------------------------------------------------
create function private.purge_trash() returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.lixeira where deleted_at < now() - interval '30 days' returning 1
  )
  select count(*)::integer from gone
$$;
comment on function private.purge_trash() is
  'Deletes what has been in the trash for more than 30 days; run on every trash write and daily by '
  'pg_cron where the server has it.';
revoke execute on function private.purge_trash() from public, anon, authenticated;

-- Who is acting ----------------------------------------------------------------------------------------
create function private.history_actor_name() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.full_name from public.profiles as p where p.id = (select auth.uid())
$$;
revoke execute on function private.history_actor_name() from public, anon, authenticated;

-- The row as history keeps it: without its generated (search) columns ---------------------------------
create function private.history_row(p_table regclass, p_row jsonb) returns jsonb
language sql
stable
set search_path = ''
as $$
  select p_row - coalesce(
    (select array_agg(a.attname::text)
       from pg_catalog.pg_attribute as a
      where a.attrelid = p_table and a.attnum > 0 and not a.attisdropped and a.attgenerated <> ''),
    '{}'::text[])
$$;
revoke execute on function private.history_row(regclass, jsonb) from public, anon, authenticated;

-- The trigger of every content table -----------------------------------------------------------------------
create function private.record_content_history() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb;
  new_row jsonb;
  forced text := nullif(current_setting('mov.history_action', true), '');
  flag text;
  verb text;
  actor uuid := (select auth.uid());
  actor_name text := private.history_actor_name();
begin
  if tg_op <> 'INSERT' then old_row := private.history_row(tg_relid, to_jsonb(old)); end if;
  if tg_op <> 'DELETE' then new_row := private.history_row(tg_relid, to_jsonb(new)); end if;

  if tg_op = 'INSERT' then
    verb := coalesce(forced, 'created');
  elsif tg_op = 'DELETE' then
    verb := 'deleted';
  else
    -- A save that changed nothing (but its time) is no version.
    if (old_row - 'updated_at') = (new_row - 'updated_at') then
      return null;
    end if;
    flag := case when new_row ? 'is_published' then 'is_published'
                 when new_row ? 'is_active' then 'is_active' end;
    if forced is not null then
      verb := forced;
    elsif flag is not null and (old_row ->> flag) is distinct from (new_row ->> flag) then
      verb := case when (new_row ->> flag)::boolean then 'published' else 'unpublished' end;
    elsif (old_row - array['updated_at', 'display_order']) = (new_row - array['updated_at', 'display_order']) then
      verb := 'moved';
    else
      verb := 'edited';
    end if;
  end if;

  insert into public.historico (table_name, row_id, action, actor_id, actor_name, old_row, new_row)
  values (tg_table_name, (coalesce(new_row, old_row) ->> 'id')::uuid, verb, actor, actor_name, old_row, new_row);

  if tg_op = 'DELETE' then
    insert into public.lixeira (table_name, row_id, row_data, deleted_by, deleted_by_name)
    values (tg_table_name, (old_row ->> 'id')::uuid, old_row, actor, actor_name)
    on conflict (table_name, row_id) do update
      set row_data = excluded.row_data, deleted_by = excluded.deleted_by,
          deleted_by_name = excluded.deleted_by_name, deleted_at = now();
    perform private.purge_trash();
  end if;
  return null;
end;
$$;
revoke execute on function private.record_content_history() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array private.history_content_tables() loop
    execute format(
      'create trigger %I after insert or update or delete on public.%I '
      'for each row execute function private.record_content_history()',
      t || '_history', t);
  end loop;
end;
$$;

-- Staff decisions outside the content tables -------------------------------------------------------------
create function private.record_activity() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  verb text;
  old_row jsonb;
  new_row jsonb;
  row_key uuid;
begin
  if tg_table_name = 'profiles' then
    if tg_op <> 'UPDATE' or old.role is not distinct from new.role then return null; end if;
    verb := 'role_changed';
    row_key := new.id;
    -- The person's name and role only (no e-mail: history is kept for years).
    old_row := jsonb_build_object('id', old.id, 'full_name', old.full_name, 'role', old.role);
    new_row := jsonb_build_object('id', new.id, 'full_name', new.full_name, 'role', new.role);
  elsif tg_table_name = 'parcerias_solicitacoes' then
    if tg_op = 'DELETE' then
      verb := 'proposal_deleted';
      row_key := old.id;
      old_row := jsonb_build_object('id', old.id, 'organization_name', old.organization_name, 'status', old.status);
    else
      if old.status is not distinct from new.status then return null; end if;
      verb := 'proposal_handled';
      row_key := new.id;
      old_row := jsonb_build_object('id', old.id, 'organization_name', old.organization_name, 'status', old.status);
      new_row := jsonb_build_object('id', new.id, 'organization_name', new.organization_name, 'status', new.status);
    end if;
  elsif tg_table_name = 'mov_plus_pontos' then
    -- A redemption's debit is the member's own request; its decision is recorded on the redemption.
    if new.redemption_id is not null then return null; end if;
    verb := case when new.reverses_id is null then 'points_awarded' else 'points_reversed' end;
    row_key := new.id;
    new_row := jsonb_build_object('id', new.id, 'user_id', new.user_id, 'points', new.points,
                                  'reason', new.reason, 'mission_id', new.mission_id,
                                  'reverses_id', new.reverses_id);
  elsif tg_table_name = 'mov_plus_resgates' then
    if old.status is not distinct from new.status then return null; end if;
    verb := 'redemption_decided';
    row_key := new.id;
    old_row := jsonb_build_object('id', old.id, 'user_id', old.user_id, 'reward_id', old.reward_id, 'status', old.status);
    new_row := jsonb_build_object('id', new.id, 'user_id', new.user_id, 'reward_id', new.reward_id,
                                  'status', new.status, 'refusal_reason', new.refusal_reason);
  else
    return null;
  end if;
  insert into public.historico (table_name, row_id, action, actor_id, actor_name, old_row, new_row)
  values (tg_table_name, row_key, verb, (select auth.uid()), private.history_actor_name(), old_row, new_row);
  return null;
end;
$$;
revoke execute on function private.record_activity() from public, anon, authenticated;

create trigger profiles_activity after update on public.profiles
  for each row execute function private.record_activity();
create trigger parcerias_solicitacoes_activity after update or delete on public.parcerias_solicitacoes
  for each row execute function private.record_activity();
create trigger mov_plus_pontos_activity after insert on public.mov_plus_pontos
  for each row execute function private.record_activity();
create trigger mov_plus_resgates_activity after update on public.mov_plus_resgates
  for each row execute function private.record_activity();

-- The columns a restore writes: those of the table that the stored row has, minus the generated ones ---
create function private.history_columns(p_table text, p_row jsonb, p_skip text[]) returns text
language sql
stable
set search_path = ''
as $$
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
    from pg_catalog.pg_attribute as a
   where a.attrelid = ('public.' || quote_ident(p_table))::regclass
     and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     and p_row ? a.attname
     and not (a.attname = any (p_skip))
$$;
revoke execute on function private.history_columns(text, jsonb, text[]) from public, anon, authenticated;

-- Restore a version ------------------------------------------------------------------------------------------
-- The row takes the content of that version (what it was after that save, or before a deletion);
-- its position in the list and its times stay the live row's.
create function private.history_restore_version(p_version_id bigint) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.historico;
  target jsonb;
  cols text;
  done integer;
begin
  select * into v from public.historico where id = p_version_id;
  if not found or not private.history_editable(v.table_name) then
    if found and (select auth.uid()) is not null then
      raise exception 'Você não tem permissão para restaurar esta versão.' using errcode = '42501';
    end if;
    raise exception 'Esta versão não foi encontrada.' using errcode = 'P0002';
  end if;
  if not (v.table_name = any (private.history_content_tables())) then
    raise exception 'Esta entrada do histórico não é uma versão de conteúdo.' using errcode = '22023';
  end if;
  target := coalesce(v.new_row, v.old_row);
  if exists (select 1 from public.lixeira where table_name = v.table_name and row_id = v.row_id) then
    raise exception 'Este registro está na lixeira: restaure-o de lá primeiro.' using errcode = 'P0001';
  end if;
  cols := private.history_columns(v.table_name, target, array['id', 'created_at', 'updated_at', 'display_order']);
  perform set_config('mov.history_action', 'restored', true);
  execute format(
    'update public.%1$I as t set (%2$s) = (select %2$s from jsonb_populate_record(null::public.%1$I, $1)) '
    'where t.id = $2', v.table_name, cols)
    using target, v.row_id;
  get diagnostics done = row_count;
  perform set_config('mov.history_action', '', true);
  if done = 0 then
    raise exception 'Este registro foi excluído definitivamente.' using errcode = 'P0001';
  end if;
  return v.row_id;
end;
$$;
revoke execute on function private.history_restore_version(bigint) from public, anon;
grant execute on function private.history_restore_version(bigint) to authenticated;

-- Restore from the trash ------------------------------------------------------------------------------------------
create function private.trash_restore(p_trash_id bigint) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  t public.lixeira;
  m public.lixeira;
begin
  select * into t from public.lixeira where id = p_trash_id for update;
  if not found or not private.history_editable(t.table_name) then
    raise exception 'Este item não está mais na lixeira.' using errcode = 'P0001';
  end if;
  perform set_config('mov.history_action', 'restored', true);
  begin
    execute format('insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
                   t.table_name, private.history_columns(t.table_name, t.row_data, '{}'))
      using t.row_data || jsonb_build_object('updated_at', now());
    -- A track comes back with the modules deleted with it.
    if t.table_name = 'trilhas' then
      for m in
        select * from public.lixeira
         where table_name = 'trilha_modulos' and deleted_at = t.deleted_at
           and row_data ->> 'trilha_id' = t.row_id::text
      loop
        execute format('insert into public.trilha_modulos (%1$s) select %1$s from jsonb_populate_record(null::public.trilha_modulos, $1)',
                       private.history_columns('trilha_modulos', m.row_data, '{}'))
          using m.row_data || jsonb_build_object('updated_at', now());
        delete from public.lixeira where id = m.id;
      end loop;
    end if;
  exception
    when unique_violation then
      raise exception 'Já existe outro registro com o mesmo endereço ou nome: altere-o antes de restaurar este.'
        using errcode = '23505';
    when foreign_key_violation then
      raise exception 'Este item depende de outro que foi excluído: restaure aquele primeiro.'
        using errcode = '23503';
  end;
  perform set_config('mov.history_action', '', true);
  delete from public.lixeira where id = t.id;
  perform private.purge_trash();
  return t.row_id;
end;
$$;
revoke execute on function private.trash_restore(bigint) from public, anon;
grant execute on function private.trash_restore(bigint) to authenticated;

-- Delete for good ------------------------------------------------------------------------------------------------------
create function private.trash_delete_for_good(p_trash_id bigint) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  t public.lixeira;
begin
  delete from public.lixeira as l
   where l.id = p_trash_id and private.history_editable(l.table_name)
  returning * into t;
  if not found then
    raise exception 'Este item não está mais na lixeira.' using errcode = 'P0001';
  end if;
  insert into public.historico (table_name, row_id, action, actor_id, actor_name, old_row)
  values (t.table_name, t.row_id, 'deleted_for_good', (select auth.uid()), private.history_actor_name(), t.row_data);
  perform private.purge_trash();
end;
$$;
revoke execute on function private.trash_delete_for_good(bigint) from public, anon;
grant execute on function private.trash_delete_for_good(bigint) to authenticated;

-- The API's names: security-invoker wrappers (the linter's rule for exposed schemas) ---------------
create function public.history_restore_version(p_version_id bigint) returns uuid
language sql
security invoker
set search_path = ''
as $$
  select private.history_restore_version(p_version_id)
$$;
create function public.trash_restore(p_trash_id bigint) returns uuid
language sql
security invoker
set search_path = ''
as $$
  select private.trash_restore(p_trash_id)
$$;
create function public.trash_delete_for_good(p_trash_id bigint) returns void
language sql
security invoker
set search_path = ''
as $$
  select private.trash_delete_for_good(p_trash_id)
$$;
revoke execute on function public.history_restore_version(bigint), public.trash_restore(bigint),
  public.trash_delete_for_good(bigint) from public, anon;
grant execute on function public.history_restore_version(bigint), public.trash_restore(bigint),
  public.trash_delete_for_good(bigint) to authenticated;

-- Daily purge where the server has pg_cron (hosted Supabase); elsewhere (PGlite, a plain
-- PostgreSQL) every trash write purges. A failure here leaves the write-time purge in charge.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
      perform cron.schedule('mov-purge-trash', '17 3 * * *', 'select private.purge_trash()');
    exception when others then
      raise notice 'pg_cron not usable (%); the trash is purged on each trash write', sqlerrm;
    end;
  end if;
end;
$$;
