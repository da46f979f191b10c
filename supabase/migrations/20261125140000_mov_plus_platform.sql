-- MOV+ as a platform (docs/decisions/data-model.md): what members and the general presidency do
-- through the API.
--
--   * redemptions: a member asks through `mov_plus_request_redemption` (stock and balance checked,
--     pending requests counted); staff decide through `mov_plus_decide_redemption`, with a reason
--     when refusing. Approval locks the reward and the member before reading stock and balance, so
--     two approvals racing for the last unit (or for the same points) cannot both succeed;
--   * ledger: staff award points through `mov_plus_award_points` and undo an entry with a
--     compensating entry (`reverses_id`) through `mov_plus_undo_points`; nobody writes the ledger
--     directly any more, so every entry went through these rules;
--   * mission completions ("concluí"): members tell the presidency they did a mission; staff
--     approve (the mission's points are awarded in the same transaction) or refuse with a reason;
--   * the presidency's reads: member search, totals, top missions; a member's own balance.
--
-- Staff are `mov_plus_admin` and `admin`. Business refusals are P0001 with a pt-BR message (the
-- UI shows it as it is); a caller without the role gets 42501. Every function is executable by
-- `authenticated` only.

-- A helper for the staff checks of this file --------------------------------------------------------
create function private.mov_plus_require_staff() returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null or coalesce((select private.user_role()) not in ('mov_plus_admin', 'admin'), true) then
    raise exception 'Apenas a presidência do MOV+ pode fazer isso.' using errcode = '42501';
  end if;
  return caller;
end;
$$;
revoke execute on function private.mov_plus_require_staff() from public, anon;
-- mov_plus_decide_redemption runs with the caller's rights and calls it.
grant execute on function private.mov_plus_require_staff() to authenticated;

-- Case- and accent-insensitive form of a text, for searching names and e-mails (translate() keeps
-- this free of the unaccent extension, which neither PGlite nor a fresh project has by default).
create function private.mov_plus_fold(value text) returns text
language sql
immutable
set search_path = ''
as $$
  select lower(translate(coalesce(value, ''),
    'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ',
    'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn'))
$$;
revoke execute on function private.mov_plus_fold(text) from public, anon, authenticated;

-- Redemptions --------------------------------------------------------------------------------------
alter table public.mov_plus_resgates
  add column refusal_reason text
    constraint mov_plus_resgates_refusal_reason_check check (char_length(refusal_reason) <= 500),
  -- A refused request always says why; no other request carries a reason.
  add constraint mov_plus_resgates_refusal_reason_required
    check ((status = 'recusado') = (coalesce(btrim(refusal_reason), '') <> ''));

-- Requests are made through mov_plus_request_redemption only: the policy could not say "stock left"
-- and "balance minus pending requests" with a message the member understands.
drop policy "mov_plus_resgates: members ask for an active reward" on public.mov_plus_resgates;
revoke insert on table public.mov_plus_resgates from authenticated;
grant update (refusal_reason) on table public.mov_plus_resgates to authenticated;

-- The single place of the decision rule, for the function below and for a direct update alike.
-- Lock order: the redemption row (taken by the update), the reward, then the member; every path of
-- this file that locks more than one of them takes them in this order.
create or replace function private.decide_redemption() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  reward public.mov_plus_recompensas%rowtype;
  balance bigint;
begin
  if new.status = old.status and new.refusal_reason is not distinct from old.refusal_reason then
    return new;
  end if;
  if old.status <> 'pendente' then
    raise exception 'Este resgate já foi decidido.' using errcode = 'P0001';
  end if;
  if new.user_id = (select auth.uid()) then
    raise exception 'Você não pode decidir o seu próprio resgate.' using errcode = 'P0001';
  end if;
  if new.status = 'recusado' and coalesce(btrim(new.refusal_reason), '') = '' then
    raise exception 'Informe o motivo da recusa.' using errcode = 'P0001';
  end if;
  new.decided_by := (select auth.uid());
  new.decided_at := now();
  if new.status = 'aprovado' then
    select * into reward from public.mov_plus_recompensas where id = new.reward_id for update;
    if reward.stock < 1 then
      raise exception 'Esta recompensa está sem estoque.' using errcode = 'P0001';
    end if;
    -- Serialises every approval for this member: the sum below sees the debits of approvals that
    -- committed while this one waited.
    perform 1 from public.profiles where id = new.user_id for update;
    select coalesce(sum(points), 0) into balance from public.mov_plus_pontos where user_id = new.user_id;
    if balance < reward.cost then
      raise exception 'Saldo de pontos insuficiente para esta recompensa.' using errcode = 'P0001';
    end if;
    update public.mov_plus_recompensas set stock = stock - 1 where id = reward.id;
    insert into public.mov_plus_pontos (user_id, points, reason, redemption_id, awarded_by)
    values (new.user_id, -reward.cost, left('Resgate: ' || reward.title, 500), new.id, (select auth.uid()));
  end if;
  return new;
end;
$$;
drop trigger mov_plus_resgates_decide on public.mov_plus_resgates;
create trigger mov_plus_resgates_decide before update of status, refusal_reason on public.mov_plus_resgates
  for each row execute function private.decide_redemption();

create function public.mov_plus_request_redemption(p_reward_id uuid)
returns public.mov_plus_resgates
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  reward public.mov_plus_recompensas%rowtype;
  available bigint;
  created public.mov_plus_resgates%rowtype;
begin
  -- One request at a time per member, so that two requests cannot both count the same points.
  perform 1 from public.profiles where id = caller for update;
  if caller is null or not found then
    raise exception 'Entre na sua conta para resgatar.' using errcode = '42501';
  end if;
  select * into reward from public.mov_plus_recompensas where id = p_reward_id;
  if not found or not reward.is_active then
    raise exception 'Recompensa indisponível.' using errcode = 'P0001';
  end if;
  if reward.stock < 1 then
    raise exception 'Esta recompensa está sem estoque.' using errcode = 'P0001';
  end if;
  select (select coalesce(sum(l.points), 0) from public.mov_plus_pontos as l where l.user_id = caller)
       - (select coalesce(sum(r.cost), 0)
            from public.mov_plus_resgates as q
            join public.mov_plus_recompensas as r on r.id = q.reward_id
           where q.user_id = caller and q.status = 'pendente')
    into available;
  if available < reward.cost then
    raise exception 'Saldo de pontos insuficiente para esta recompensa.' using errcode = 'P0001';
  end if;
  insert into public.mov_plus_resgates (user_id, reward_id) values (caller, reward.id)
  returning * into created;
  return created;
end;
$$;

-- Runs with the caller's rights: the update goes through the same grant, policy and trigger as a
-- direct update would.
create function public.mov_plus_decide_redemption(
  p_redemption_id uuid,
  p_approve boolean,
  p_reason text default null
)
returns public.mov_plus_resgates
language plpgsql
security invoker
set search_path = ''
as $$
declare
  request public.mov_plus_resgates%rowtype;
begin
  perform private.mov_plus_require_staff();
  if p_approve is null then
    raise exception 'Escolha aprovar ou recusar.' using errcode = 'P0001';
  end if;
  select * into request from public.mov_plus_resgates where id = p_redemption_id for update;
  if not found then
    raise exception 'Resgate não encontrado.' using errcode = 'P0001';
  end if;
  if request.status <> 'pendente' then
    raise exception 'Este resgate já foi decidido.' using errcode = 'P0001';
  end if;
  if not p_approve and coalesce(btrim(p_reason), '') = '' then
    raise exception 'Informe o motivo da recusa.' using errcode = 'P0001';
  end if;
  if not p_approve and char_length(btrim(p_reason)) > 500 then
    raise exception 'O motivo deve ter no máximo 500 caracteres.' using errcode = 'P0001';
  end if;
  update public.mov_plus_resgates
     set status = case when p_approve then 'aprovado' else 'recusado' end,
         refusal_reason = case when p_approve then null else btrim(p_reason) end
   where id = p_redemption_id
  returning * into request;
  return request;
end;
$$;

-- Ledger -------------------------------------------------------------------------------------------
alter table public.mov_plus_pontos
  add column reverses_id uuid
    constraint mov_plus_pontos_reverses_id_key unique
    constraint mov_plus_pontos_reverses_id_fkey references public.mov_plus_pontos (id);

-- Points are written only by the functions below (and by the redemption trigger): a direct insert
-- could skip the range, the reason, or the rules of undoing.
drop policy "mov_plus_pontos: staff award points to others" on public.mov_plus_pontos;
revoke insert on table public.mov_plus_pontos from authenticated;

create function public.mov_plus_award_points(
  p_user_id uuid,
  p_points integer,
  p_mission_id uuid default null,
  p_reason text default null
)
returns public.mov_plus_pontos
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.mov_plus_require_staff();
  mission public.mov_plus_missoes%rowtype;
  amount integer := p_points;
  why text := nullif(btrim(p_reason), '');
  entry public.mov_plus_pontos%rowtype;
begin
  if p_user_id = caller then
    raise exception 'Você não pode dar pontos a si mesmo.' using errcode = 'P0001';
  end if;
  if p_user_id is null or not exists (select 1 from public.profiles where id = p_user_id) then
    raise exception 'Membro não encontrado.' using errcode = 'P0001';
  end if;
  if p_mission_id is not null then
    select * into mission from public.mov_plus_missoes where id = p_mission_id;
    if not found then
      raise exception 'Missão não encontrada.' using errcode = 'P0001';
    end if;
    amount := coalesce(amount, mission.points);
    why := coalesce(why, left('Missão: ' || mission.title, 500));
  elsif why is null then
    raise exception 'Informe o motivo.' using errcode = 'P0001';
  end if;
  if amount is null or amount not between 1 and 100000 then
    raise exception 'Informe entre 1 e 100000 pontos.' using errcode = 'P0001';
  end if;
  if char_length(why) > 500 then
    raise exception 'O motivo deve ter no máximo 500 caracteres.' using errcode = 'P0001';
  end if;
  insert into public.mov_plus_pontos (user_id, points, reason, mission_id, awarded_by)
  values (p_user_id, amount, why, p_mission_id, caller)
  returning * into entry;
  return entry;
end;
$$;

create function public.mov_plus_undo_points(p_entry_id uuid, p_reason text default null)
returns public.mov_plus_pontos
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.mov_plus_require_staff();
  original public.mov_plus_pontos%rowtype;
  why text := nullif(btrim(p_reason), '');
  entry public.mov_plus_pontos%rowtype;
begin
  -- Locked so that two undos of the same entry queue up and the second one sees the first.
  select * into original from public.mov_plus_pontos where id = p_entry_id for update;
  if not found then
    raise exception 'Lançamento não encontrado.' using errcode = 'P0001';
  end if;
  if original.redemption_id is not null then
    raise exception 'Estorne pelo resgate, não pelo extrato.' using errcode = 'P0001';
  end if;
  if original.reverses_id is not null then
    raise exception 'Um estorno não pode ser estornado.' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.mov_plus_pontos where reverses_id = original.id) then
    raise exception 'Este lançamento já foi estornado.' using errcode = 'P0001';
  end if;
  if char_length(why) > 500 then
    raise exception 'O motivo deve ter no máximo 500 caracteres.' using errcode = 'P0001';
  end if;
  -- Undoing an award the member has already spent would leave the balance negative: refused, with
  -- the member locked as approvals lock them (so an approval and an undo cannot both spend it).
  if original.points > 0 then
    perform 1 from public.profiles where id = original.user_id for update;
    if (select coalesce(sum(points), 0) from public.mov_plus_pontos where user_id = original.user_id)
       < original.points then
      raise exception 'O estorno deixaria o saldo negativo: o membro já usou estes pontos.'
        using errcode = 'P0001';
    end if;
  end if;
  insert into public.mov_plus_pontos (user_id, points, reason, mission_id, reverses_id, awarded_by)
  values (original.user_id, -original.points, coalesce(why, left('Estorno: ' || original.reason, 500)),
          original.mission_id, original.id, caller)
  returning * into entry;
  return entry;
end;
$$;

-- Mission completions ("concluí") ------------------------------------------------------------------
create table public.mov_plus_conclusoes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  mission_id uuid not null references public.mov_plus_missoes (id) on delete cascade,
  note text check (char_length(note) <= 1000),
  link_url text check (char_length(link_url) <= 2048 and link_url ~ '^https?://[^[:space:]]+$'),
  status text not null default 'pendente' check (status in ('pendente', 'aprovada', 'recusada')),
  refusal_reason text
    constraint mov_plus_conclusoes_refusal_reason_check check (char_length(refusal_reason) <= 500),
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint mov_plus_conclusoes_refusal_reason_required
    check ((status = 'recusada') = (coalesce(btrim(refusal_reason), '') <> ''))
);
create index mov_plus_conclusoes_user_id_idx on public.mov_plus_conclusoes (user_id, created_at desc);
create index mov_plus_conclusoes_mission_id_idx on public.mov_plus_conclusoes (mission_id);
create index mov_plus_conclusoes_decided_by_idx on public.mov_plus_conclusoes (decided_by);
create index mov_plus_conclusoes_status_idx on public.mov_plus_conclusoes (status, created_at);
-- One pending completion per member and mission.
create unique index mov_plus_conclusoes_one_pending_idx on public.mov_plus_conclusoes (user_id, mission_id)
  where status = 'pendente';

create trigger mov_plus_conclusoes_set_updated_at before update on public.mov_plus_conclusoes
  for each row execute function private.set_updated_at();

-- The same rule as the unique index, said in pt-BR (the index still decides under concurrency).
create function private.check_pending_completion() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.mov_plus_conclusoes
              where user_id = new.user_id and mission_id = new.mission_id and status = 'pendente') then
    raise exception 'Você já informou esta missão; aguarde a análise da presidência.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_pending_completion() from public, anon, authenticated;
create trigger mov_plus_conclusoes_one_pending before insert on public.mov_plus_conclusoes
  for each row execute function private.check_pending_completion();

alter table public.mov_plus_conclusoes enable row level security;
revoke all on table public.mov_plus_conclusoes from anon, authenticated;
grant select, insert (mission_id, note, link_url) on table public.mov_plus_conclusoes to authenticated;

create policy "mov_plus_conclusoes: own rows or staff" on public.mov_plus_conclusoes
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.user_role()) in ('mov_plus_admin', 'admin'));
create policy "mov_plus_conclusoes: members report an active mission" on public.mov_plus_conclusoes
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'pendente'
    and exists (select 1 from public.mov_plus_missoes as m where m.id = mission_id and m.is_active)
  );
-- No update or delete policy: staff decide through mov_plus_decide_completion; completions are history.

create function public.mov_plus_decide_completion(
  p_completion_id uuid,
  p_approve boolean,
  p_reason text default null
)
returns public.mov_plus_conclusoes
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.mov_plus_require_staff();
  completion public.mov_plus_conclusoes%rowtype;
begin
  if p_approve is null then
    raise exception 'Escolha aprovar ou recusar.' using errcode = 'P0001';
  end if;
  select * into completion from public.mov_plus_conclusoes where id = p_completion_id for update;
  if not found then
    raise exception 'Conclusão não encontrada.' using errcode = 'P0001';
  end if;
  if completion.user_id = caller then
    raise exception 'Você não pode decidir a sua própria conclusão.' using errcode = 'P0001';
  end if;
  if completion.status <> 'pendente' then
    raise exception 'Esta conclusão já foi decidida.' using errcode = 'P0001';
  end if;
  if not p_approve and coalesce(btrim(p_reason), '') = '' then
    raise exception 'Informe o motivo da recusa.' using errcode = 'P0001';
  end if;
  if not p_approve and char_length(btrim(p_reason)) > 500 then
    raise exception 'O motivo deve ter no máximo 500 caracteres.' using errcode = 'P0001';
  end if;
  if p_approve then
    perform public.mov_plus_award_points(completion.user_id, null, completion.mission_id, null);
  end if;
  update public.mov_plus_conclusoes
     set status = case when p_approve then 'aprovada' else 'recusada' end,
         refusal_reason = case when p_approve then null else btrim(p_reason) end,
         decided_by = caller,
         decided_at = now()
   where id = completion.id
  returning * into completion;
  return completion;
end;
$$;

-- The presidency's reads ---------------------------------------------------------------------------
-- Members by name or e-mail, ignoring case and accents; a blank query lists everyone (by name).
create function public.mov_plus_search_members(p_query text, p_limit integer default 20)
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
    select p.id, p.full_name, u.email::text,
           (select coalesce(sum(l.points), 0) from public.mov_plus_pontos as l where l.user_id = p.id)::bigint
      from public.profiles as p
      join auth.users as u on u.id = p.id
     where needle = ''
        or strpos(private.mov_plus_fold(p.full_name), needle) > 0
        or strpos(private.mov_plus_fold(u.email), needle) > 0
     order by p.full_name nulls last, u.email
     limit least(greatest(coalesce(p_limit, 20), 1), 100);
end;
$$;

-- Points this month (Brazil time; awards minus their undos, redemption debits left out), and what
-- waits for a decision.
create function public.mov_plus_stats()
returns table (points_this_month bigint, pending_redemptions bigint, pending_completions bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  month_start timestamptz :=
    date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo';
begin
  perform private.mov_plus_require_staff();
  return query
    select (select coalesce(sum(l.points), 0) from public.mov_plus_pontos as l
             where l.redemption_id is null and l.created_at >= month_start)::bigint,
           (select count(*) from public.mov_plus_resgates where status = 'pendente'),
           (select count(*) from public.mov_plus_conclusoes where status = 'pendente');
end;
$$;

-- Missions by how often their points were awarded (undone awards do not count).
create function public.mov_plus_top_missions(p_limit integer default 5)
returns table (mission_id uuid, title text, times_awarded bigint, points bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.mov_plus_require_staff();
  return query
    select m.id, m.title, count(*), sum(l.points)::bigint
      from public.mov_plus_pontos as l
      join public.mov_plus_missoes as m on m.id = l.mission_id
     where l.reverses_id is null
       and not exists (select 1 from public.mov_plus_pontos as u where u.reverses_id = l.id)
     group by m.id, m.title
     order by count(*) desc, sum(l.points) desc, m.title
     limit least(greatest(coalesce(p_limit, 5), 1), 100);
end;
$$;

-- A member's own balance -----------------------------------------------------------------------------
create function public.mov_plus_my_balance()
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
  return (select coalesce(sum(points), 0) from public.mov_plus_pontos where user_id = (select auth.uid()));
end;
$$;

-- Execute rights: signed-in callers only (Supabase grants new functions to anon by default).
revoke execute on function
  public.mov_plus_request_redemption(uuid),
  public.mov_plus_decide_redemption(uuid, boolean, text),
  public.mov_plus_award_points(uuid, integer, uuid, text),
  public.mov_plus_undo_points(uuid, text),
  public.mov_plus_decide_completion(uuid, boolean, text),
  public.mov_plus_search_members(text, integer),
  public.mov_plus_stats(),
  public.mov_plus_top_missions(integer),
  public.mov_plus_my_balance()
  from public, anon;
grant execute on function
  public.mov_plus_request_redemption(uuid),
  public.mov_plus_decide_redemption(uuid, boolean, text),
  public.mov_plus_award_points(uuid, integer, uuid, text),
  public.mov_plus_undo_points(uuid, text),
  public.mov_plus_decide_completion(uuid, boolean, text),
  public.mov_plus_search_members(text, integer),
  public.mov_plus_stats(),
  public.mov_plus_top_missions(integer),
  public.mov_plus_my_balance()
  to authenticated;
