-- "Dar pontos" with a mission: the mission's points apply, and nothing else (issue 33, trap 4).
--
-- Before, `p_points` overrode the mission's points when both were given: with "Participe de uma
-- oficina (50 pontos)" chosen, 150 typed gave +150, though the screen's hint said the mission's
-- points apply. One rule now, here and on the screen (which shows the mission's points read-only
-- and sends none): an award for a mission is worth the mission's points. `p_points` may be left
-- null or repeat that number; any other number is refused in pt-BR, so no client (an old tab, a
-- direct API call) can give a mission's award another value. Another amount is an award for
-- "Outro motivo", with its reason. Approving a completion (`private.mov_plus_decide_completion`)
-- already passes null and is unchanged.
--
-- `create or replace` keeps the owner, `security definer` and the grants of the function, which
-- 20261127010000_linter_clean moved to `private` (the public wrapper calls it by name).
create or replace function private.mov_plus_award_points(
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
    if p_points is not null and p_points <> mission.points then
      raise exception 'Esta missão vale % pontos. Para dar outro valor, escolha “Outro motivo” e informe o motivo.',
        mission.points using errcode = 'P0001';
    end if;
    amount := mission.points;
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
