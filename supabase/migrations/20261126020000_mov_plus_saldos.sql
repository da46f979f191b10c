-- MOV+ at scale (docs/decisions/scale-reads.md): each member's points total, kept by the database.
--
-- The ranking used to sum the whole ledger on every request (60 000 entries of 3 000 members: 1.3 s
-- p50 at concurrency 20 on the local backend). `mov_plus_saldos` holds one row per member with the
-- sum of their ledger, maintained by a trigger on `mov_plus_pontos` in the same transaction as each
-- insert, update or delete of an entry (and emptied with a truncate), so it is never behind and a
-- rolled-back write leaves it untouched. The ranking, the member's own balance and the presidency's
-- member search read it; the rules that spend points (approving a redemption, undoing an award)
-- still sum the member's own entries under their locks, which an index serves.
--
-- Nobody writes it through the API: no grant but select, and only the trigger (security definer)
-- changes it. A member reads their own row, staff read all; visitors see totals only through the
-- ranking, which still shows only the members who opted in.

create table public.mov_plus_saldos (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  points bigint not null default 0,
  updated_at timestamptz not null default now()
);
comment on table public.mov_plus_saldos is
  'Each member''s points total (the sum of their mov_plus_pontos), kept by trigger; read-only through the API.';

-- What the ranking orders by (the ranking reads only positive totals).
create index mov_plus_saldos_ranking_idx on public.mov_plus_saldos (points desc, user_id)
  where points > 0;

create function private.mov_plus_keep_saldos() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from public.mov_plus_saldos;
    return null;
  end if;
  -- The old entry out. A plain update: when the member's profile is being deleted, their total
  -- went with it (on delete cascade) and must not come back.
  if tg_op in ('UPDATE', 'DELETE') then
    update public.mov_plus_saldos
       set points = points - old.points, updated_at = now()
     where user_id = old.user_id;
  end if;
  -- The new entry in; the row locks the member's total until the transaction ends, so two
  -- concurrent entries of one member add up instead of overwriting each other.
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.mov_plus_saldos as s (user_id, points)
    values (new.user_id, new.points)
    on conflict (user_id) do update
      set points = s.points + excluded.points, updated_at = now();
  end if;
  return null;
end;
$$;
revoke execute on function private.mov_plus_keep_saldos() from public, anon, authenticated;

create trigger mov_plus_pontos_keep_saldos
  after insert or delete or update of user_id, points on public.mov_plus_pontos
  for each row execute function private.mov_plus_keep_saldos();
create trigger mov_plus_pontos_truncate_saldos
  after truncate on public.mov_plus_pontos
  for each statement execute function private.mov_plus_keep_saldos();

-- Backfill: the totals of the entries already there.
insert into public.mov_plus_saldos (user_id, points)
select user_id, sum(points) from public.mov_plus_pontos group by user_id
on conflict (user_id) do update set points = excluded.points, updated_at = now();

alter table public.mov_plus_saldos enable row level security;
revoke all on table public.mov_plus_saldos from anon, authenticated;
grant select on table public.mov_plus_saldos to authenticated;

create policy "mov_plus_saldos: own row or staff" on public.mov_plus_saldos
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.user_role()) in ('mov_plus_admin', 'admin'));
-- No insert, update or delete policy: only the trigger writes.

-- The ranking reads the totals: the same rows as before (members who opted in, with a positive
-- total, best first), without summing the ledger.
create or replace function private.mov_plus_ranking_rows()
returns table (display_name text, avatar_url text, total_points bigint, rank bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(p.full_name, ''), 'Membro MOV') as display_name,
         p.avatar_url,
         s.points as total_points,
         rank() over (order by s.points desc) as rank
    from public.mov_plus_saldos as s
    join public.profiles as p on p.id = s.user_id
   where p.show_in_ranking
     and s.points > 0
   order by total_points desc, display_name
$$;

-- The member's own balance: their row of the totals, read under its row-level security.
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
  return coalesce((select points from public.mov_plus_saldos where user_id = (select auth.uid())), 0);
end;
$$;

-- The presidency's member search, with each balance from the totals.
create or replace function public.mov_plus_search_members(p_query text, p_limit integer default 20)
returns table (id uuid, full_name text, email text, balance bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := private.mov_plus_fold(btrim(coalesce(p_query, '')));
begin
  perform private.mov_plus_require_staff();
  return query
    select p.id, p.full_name, u.email::text, coalesce(s.points, 0)::bigint
      from public.profiles as p
      join auth.users as u on u.id = p.id
      left join public.mov_plus_saldos as s on s.user_id = p.id
     where needle = ''
        or strpos(private.mov_plus_fold(p.full_name), needle) > 0
        or strpos(private.mov_plus_fold(u.email), needle) > 0
     order by p.full_name nulls last, u.email
     limit least(greatest(coalesce(p_limit, 20), 1), 100);
end;
$$;
