-- MOV+, the points platform: missions, rewards, a points ledger, redemption requests and a public
-- ranking of the members who opted in.
--
-- Staff of the platform (`mov_plus_admin`, and `admin`) write missions and rewards, award points
-- and decide redemptions. Members read their own ledger and redemptions and ask for a reward.
-- The ledger is append-only: corrections are new (negative) entries.

create table public.mov_plus_missoes (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  description text not null check (char_length(description) between 1 and 5000),
  points integer not null check (points between 1 and 100000),
  is_active boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mov_plus_missoes_active_order_idx on public.mov_plus_missoes (is_active, display_order);

create table public.mov_plus_recompensas (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  description text not null check (char_length(description) between 1 and 5000),
  cost integer not null check (cost between 1 and 1000000),
  stock integer not null default 0 check (stock >= 0),
  image_url text check (char_length(image_url) <= 2048 and image_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'),
  is_active boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mov_plus_recompensas_active_order_idx on public.mov_plus_recompensas (is_active, display_order);

create table public.mov_plus_resgates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- A reward with redemptions is deactivated, not deleted, so the history stays.
  reward_id uuid not null references public.mov_plus_recompensas (id) on delete restrict,
  status text not null default 'pendente' check (status in ('pendente', 'aprovado', 'recusado')),
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mov_plus_resgates_user_id_idx on public.mov_plus_resgates (user_id, created_at desc);
create index mov_plus_resgates_reward_id_idx on public.mov_plus_resgates (reward_id);
create index mov_plus_resgates_decided_by_idx on public.mov_plus_resgates (decided_by);
create index mov_plus_resgates_status_idx on public.mov_plus_resgates (status, created_at);

create table public.mov_plus_pontos (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  points integer not null check (points <> 0 and points between -1000000 and 1000000),
  reason text not null check (char_length(reason) between 1 and 500),
  mission_id uuid references public.mov_plus_missoes (id) on delete set null,
  redemption_id uuid references public.mov_plus_resgates (id) on delete set null,
  -- Set by the database from the caller's session; not writable through the API.
  awarded_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
create index mov_plus_pontos_user_id_idx on public.mov_plus_pontos (user_id, created_at desc);
create index mov_plus_pontos_mission_id_idx on public.mov_plus_pontos (mission_id);
create index mov_plus_pontos_redemption_id_idx on public.mov_plus_pontos (redemption_id);
create index mov_plus_pontos_awarded_by_idx on public.mov_plus_pontos (awarded_by);

create trigger mov_plus_missoes_set_updated_at before update on public.mov_plus_missoes
  for each row execute function private.set_updated_at();
create trigger mov_plus_recompensas_set_updated_at before update on public.mov_plus_recompensas
  for each row execute function private.set_updated_at();
create trigger mov_plus_resgates_set_updated_at before update on public.mov_plus_resgates
  for each row execute function private.set_updated_at();

-- Deciding a redemption: once only; approving it takes one unit of stock and debits the cost from
-- the member's ledger, or fails when either is short.
create function private.decide_redemption() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  reward public.mov_plus_recompensas%rowtype;
  balance bigint;
begin
  if new.status = old.status then
    return new;
  end if;
  if old.status <> 'pendente' then
    raise exception 'Este resgate já foi decidido.' using errcode = 'P0001';
  end if;
  new.decided_by := (select auth.uid());
  new.decided_at := now();
  if new.status = 'aprovado' then
    select * into reward from public.mov_plus_recompensas where id = new.reward_id for update;
    if reward.stock < 1 then
      raise exception 'Recompensa sem estoque.' using errcode = 'P0001';
    end if;
    select coalesce(sum(points), 0) into balance from public.mov_plus_pontos where user_id = new.user_id;
    if balance < reward.cost then
      raise exception 'Saldo de pontos insuficiente.' using errcode = 'P0001';
    end if;
    update public.mov_plus_recompensas set stock = stock - 1 where id = reward.id;
    insert into public.mov_plus_pontos (user_id, points, reason, redemption_id, awarded_by)
    values (new.user_id, -reward.cost, left('Resgate: ' || reward.title, 500), new.id, (select auth.uid()));
  end if;
  return new;
end;
$$;
revoke execute on function private.decide_redemption() from public, anon, authenticated;
create trigger mov_plus_resgates_decide before update of status on public.mov_plus_resgates
  for each row execute function private.decide_redemption();

-- Grants and policies -------------------------------------------------------------------------------
alter table public.mov_plus_missoes enable row level security;
alter table public.mov_plus_recompensas enable row level security;
alter table public.mov_plus_resgates enable row level security;
alter table public.mov_plus_pontos enable row level security;

revoke all on table public.mov_plus_missoes, public.mov_plus_recompensas,
  public.mov_plus_resgates, public.mov_plus_pontos from anon, authenticated;

grant select on table public.mov_plus_missoes, public.mov_plus_recompensas to anon, authenticated;
grant insert (title, description, points, is_active, display_order),
      update (title, description, points, is_active, display_order),
      delete on table public.mov_plus_missoes to authenticated;
grant insert (title, description, cost, stock, image_url, is_active, display_order),
      update (title, description, cost, stock, image_url, is_active, display_order),
      delete on table public.mov_plus_recompensas to authenticated;
grant select, insert (reward_id), update (status) on table public.mov_plus_resgates to authenticated;
grant select, insert (user_id, points, reason, mission_id) on table public.mov_plus_pontos to authenticated;

-- Missions
create policy "mov_plus_missoes: read active rows" on public.mov_plus_missoes
  for select to anon, authenticated
  using (is_active or (select private.user_role()) in ('mov_plus_admin', 'admin'));
create policy "mov_plus_missoes: staff insert" on public.mov_plus_missoes
  for insert to authenticated
  with check ((select private.user_role()) in ('mov_plus_admin', 'admin'));
create policy "mov_plus_missoes: staff update" on public.mov_plus_missoes
  for update to authenticated
  using ((select private.user_role()) in ('mov_plus_admin', 'admin'))
  with check ((select private.user_role()) in ('mov_plus_admin', 'admin'));
create policy "mov_plus_missoes: staff delete" on public.mov_plus_missoes
  for delete to authenticated
  using ((select private.user_role()) in ('mov_plus_admin', 'admin'));

-- Rewards
create policy "mov_plus_recompensas: read active rows" on public.mov_plus_recompensas
  for select to anon, authenticated
  using (is_active or (select private.user_role()) in ('mov_plus_admin', 'admin'));
create policy "mov_plus_recompensas: staff insert" on public.mov_plus_recompensas
  for insert to authenticated
  with check ((select private.user_role()) in ('mov_plus_admin', 'admin'));
create policy "mov_plus_recompensas: staff update" on public.mov_plus_recompensas
  for update to authenticated
  using ((select private.user_role()) in ('mov_plus_admin', 'admin'))
  with check ((select private.user_role()) in ('mov_plus_admin', 'admin'));
create policy "mov_plus_recompensas: staff delete" on public.mov_plus_recompensas
  for delete to authenticated
  using ((select private.user_role()) in ('mov_plus_admin', 'admin'));

-- Redemptions: a member asks for an active reward they can afford; staff decide.
create policy "mov_plus_resgates: own rows or staff" on public.mov_plus_resgates
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.user_role()) in ('mov_plus_admin', 'admin'));
create policy "mov_plus_resgates: members ask for an active reward" on public.mov_plus_resgates
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'pendente'
    and exists (
      select 1 from public.mov_plus_recompensas as r
      where r.id = reward_id
        and r.is_active
        and r.cost <= (select coalesce(sum(l.points), 0) from public.mov_plus_pontos as l
                        where l.user_id = (select auth.uid()))
    )
  );
create policy "mov_plus_resgates: staff decide" on public.mov_plus_resgates
  for update to authenticated
  using ((select private.user_role()) in ('mov_plus_admin', 'admin'))
  with check ((select private.user_role()) in ('mov_plus_admin', 'admin'));
-- No delete policy: redemptions are history.

-- Ledger: members read their own entries; staff read all and award points to someone else.
create policy "mov_plus_pontos: own rows or staff" on public.mov_plus_pontos
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.user_role()) in ('mov_plus_admin', 'admin'));
create policy "mov_plus_pontos: staff award points to others" on public.mov_plus_pontos
  for insert to authenticated
  with check (
    (select private.user_role()) in ('mov_plus_admin', 'admin')
    and user_id <> (select auth.uid())
  );
-- No update or delete policy: the ledger is append-only.

-- Ranking ----------------------------------------------------------------------------------------
-- Only what the ranking shows (name, avatar, total, position) of members who opted in. The rows
-- come from a private security-definer function so that neither the ledger nor the profiles table
-- has to be readable by visitors; the view itself runs with the caller's rights.
create function private.mov_plus_ranking_rows()
returns table (display_name text, avatar_url text, total_points bigint, rank bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(p.full_name, ''), 'Membro MOV') as display_name,
         p.avatar_url,
         sum(l.points) as total_points,
         rank() over (order by sum(l.points) desc) as rank
    from public.profiles as p
    join public.mov_plus_pontos as l on l.user_id = p.id
   where p.show_in_ranking
   group by p.id, p.full_name, p.avatar_url
  having sum(l.points) > 0
   order by total_points desc, display_name
$$;
revoke execute on function private.mov_plus_ranking_rows() from public;
grant execute on function private.mov_plus_ranking_rows() to anon, authenticated, service_role;

create view public.mov_plus_ranking
with (security_invoker = true)
as select display_name, avatar_url, total_points, rank from private.mov_plus_ranking_rows();

revoke all on table public.mov_plus_ranking from anon, authenticated;
grant select on table public.mov_plus_ranking to anon, authenticated;
