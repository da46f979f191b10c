-- MOV+: a member's own points ledger, page by page, with the mission's title and the name of the
-- staff member who awarded each entry. Members cannot read other profiles (nor inactive missions),
-- hence a security-definer function that only ever returns the caller's own rows.
-- Depends only on the tables of 20261121050200_mov_plus.sql.

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

-- Signed-in callers only (Supabase grants new functions to anon by default).
revoke execute on function public.mov_plus_my_ledger(integer, integer) from public, anon;
grant execute on function public.mov_plus_my_ledger(integer, integer) to authenticated;
