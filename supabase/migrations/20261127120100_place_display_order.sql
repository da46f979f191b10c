-- Put a row of an ordered table at a position in one step (issue 33, trap 1).
--
-- A new programme went to the end of the order while the home page shows the first three: only
-- 6-7 "Mover para cima" clicks put it there. Staff now choose the place when they create a row
-- ("No início" by default for what the home page shows) and move a row to any position at once
-- ("Mover para a posição…"), both through this function.
--
-- One statement renumbers the row's siblings (same scope as `move_display_order`: the track of a
-- module, the category of a partner or a representation) in tens, the moved row at its position
-- and the others in their current order (display_order, created_at, id) around it, so the order
-- never keeps a tie or a hole. The siblings are locked first (in id order, so two calls queue
-- instead of deadlocking): a second call sees the first one's order. Runs with the caller's
-- rights: row-level security decides (`select ... for update` and the update apply the update
-- policy), and a caller who may not update every sibling that moves gets 42501 and changes
-- nothing. Returns the row's position (1-based; a position past the end means the last).
create function public.place_display_order(
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
comment on function public.place_display_order(text, uuid, integer) is
  'Puts a row of an ordered content table at a 1-based position among its siblings, renumbering '
  'them in tens in one statement; row-level security decides (security invoker).';
revoke execute on function public.place_display_order(text, uuid, integer) from public, anon;
grant execute on function public.place_display_order(text, uuid, integer) to authenticated;
