-- One list of the ordered content tables and the scope of their order, read by both ordering
-- functions: `move_display_order` (20261123120000_admin_area.sql, one place up or down) and
-- `place_display_order` (20261127120100_place_display_order.sql, any position) each carried the
-- same `case target_table when ... then ...` list, and a table added to one and not the other would
-- be movable but not placeable (or the reverse). Why the functions work as they do:
-- docs/decisions/staff-traps.md.
--
-- `private.display_order_scope(table)` answers '' for a table ordered as a whole, the column whose
-- value groups siblings (the track of a module, the category of a partner or a representation),
-- or null for a table without a display order. The two functions are replaced with the same
-- signatures and bodies but for that one call (`create or replace` keeps their grants and
-- comments). Both run with the caller's rights, so whoever may run them (signed-in accounts, and
-- the service role through Supabase's default grants on `public`) may run this one; it reads no
-- table.
create function private.display_order_scope(target_table text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case target_table
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
  end
$$;
comment on function private.display_order_scope(text) is
  'The scope of an ordered content table''s display order: '''' for the whole table, the column that '
  'groups siblings, or null for a table without one. Read by move_display_order and place_display_order.';
revoke execute on function private.display_order_scope(text) from public, anon;
grant execute on function private.display_order_scope(text) to authenticated, service_role;

-- One place up or down (as before, but for the scope) -----------------------------------------------
create or replace function public.move_display_order(target_table text, target_id uuid, direction integer)
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
  scope_column := private.display_order_scope(target_table);
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

-- Any position (as before, but for the scope) -----------------------------------------------------
create or replace function public.place_display_order(
  target_table text,
  target_id uuid,
  target_position integer
)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  scope_column text;
  scope_filter text := 'true';
  mover record;
  siblings integer;
  place integer;
  needed integer;
  changed integer;
  renumbered constant text :=
    'with others as (
       select id, row_number() over (order by display_order, created_at, id)::integer as r
         from public.%1$I where %2$s and id <> $1),
     placed as (
       select id, (case when r < $2 then r else r + 1 end) * 10 as n from others
       union all select $1, $2 * 10)';
begin
  if target_position is null or target_position < 1 then
    raise exception 'Informe uma posição a partir de 1.' using errcode = '22023';
  end if;
  scope_column := private.display_order_scope(target_table);
  if scope_column is null then
    raise exception 'table % has no display order', target_table using errcode = '22023';
  end if;

  execute format('select id, %s as scope from public.%I where id = $1',
                 case when scope_column = '' then 'null::text' else format('%I::text', scope_column) end,
                 target_table)
    into mover using target_id;
  if mover.id is null then
    raise exception 'row not found' using errcode = 'P0002';
  end if;
  if scope_column <> '' then
    scope_filter := format('%I::text is not distinct from %L', scope_column, mover.scope);
  end if;

  execute format('select count(*) from (select id from public.%I where %s order by id for update) as locked',
                 target_table, scope_filter)
    into siblings;
  if siblings = 0 then
    raise exception 'permission denied to reorder %', target_table using errcode = '42501';
  end if;
  place := least(target_position, siblings);

  execute format(renumbered || ' select count(*) from placed join public.%1$I as t on t.id = placed.id
                                  where t.display_order <> placed.n',
                 target_table, scope_filter)
    into needed using mover.id, place;
  execute format(renumbered || ' update public.%1$I as t set display_order = placed.n from placed
                                  where t.id = placed.id and t.display_order <> placed.n',
                 target_table, scope_filter)
    using mover.id, place;
  get diagnostics changed = row_count;
  if changed <> needed then
    raise exception 'permission denied to reorder %', target_table using errcode = '42501';
  end if;
  return place;
end;
$$;
