-- Partnership proposals: a limit on how many visitors may send. Why this shape:
-- docs/decisions/proposal-limits.md.
--
-- The insert stays a table insert (PostgREST, `Prefer: return=minimal`), guarded here, in the same
-- transaction as the row: a trigger counts every proposal an API visitor (`anon` or
-- `authenticated`) sends, in a sliding hour, and refuses the send past
--   * 5 per client address (the address the platform's proxy sets, never one the client writes), and
--   * 60 in total, whoever sends them,
-- with SQLSTATE `PT429`, which PostgREST answers as HTTP 429 (the local backend does the same):
-- `details` says which limit (`proposals_per_address` or `proposals_total`), so the dialog says it
-- in pt-BR and keeps the draft.
--
-- The address: `cf-connecting-ip` from PostgREST's `request.headers`. On hosted Supabase every
-- request enters through Cloudflare, which sets that header to the address it accepted the
-- connection from and replaces any value the client sent (as verify-password reads it:
-- docs/decisions/verify-password-rate-limit.md); the local backend sets it from the socket.
-- Never `x-forwarded-for`. An IPv6 address counts by its /64 (one subscriber's usual block). No
-- header (a self-hosted stack without Cloudflare): the per-address limit is skipped, the total
-- still binds.
--
-- What is stored: per accepted send, a salted SHA-256 of the address (the salt is random, made
-- here, readable by nobody but the owner) and the time; rows older than the hour are deleted by
-- the next send. Nothing of the proposal itself.
--
-- The two numbers sit in `private.parcerias_envios_config`, so a deployer can change them with one
-- `update` in the SQL editor, no migration (the local backend's LOCAL_PROPOSAL_LIMITS does it for
-- the end-to-end journeys, which all send from 127.0.0.1).
--
-- A retry of a stored proposal (same idempotency key) is not counted and not refused here: the
-- key's unique constraint answers it (23505), which the dialog reads as "sent".

-- The limits and the salt: one row ---------------------------------------------------------------
create table private.parcerias_envios_config (
  id boolean primary key default true check (id),
  por_endereco integer not null default 5 check (por_endereco between 1 and 100000),
  total integer not null default 60 check (total between 1 and 100000),
  sal text not null default (gen_random_uuid()::text || gen_random_uuid()::text)
);
comment on table private.parcerias_envios_config is
  'Partnership proposals accepted per hour from API visitors: per client address (por_endereco) '
  'and in total; sal is the secret salt of the address hashes. One row.';
insert into private.parcerias_envios_config default values;

-- The sends of the last hour ---------------------------------------------------------------------
create table private.parcerias_envios (
  id bigint generated always as identity primary key,
  address_hash text check (address_hash ~ '^[0-9a-f]{64}$'),
  sent_at timestamptz not null default now()
);
comment on table private.parcerias_envios is
  'Partnership proposals sent by API visitors in the last hour: salted SHA-256 of the client '
  'address (null when the platform gave none) and time. Purged by the next send.';
create index parcerias_envios_sent_at_idx on private.parcerias_envios (sent_at);
create index parcerias_envios_address_idx on private.parcerias_envios (address_hash, sent_at);

-- Only the owner (the trigger below runs with its rights) touches either table: RLS on, no grants,
-- no policies for the API roles.
alter table private.parcerias_envios_config enable row level security;
alter table private.parcerias_envios enable row level security;
revoke all on table private.parcerias_envios_config from public, anon, authenticated, service_role;
revoke all on table private.parcerias_envios from public, anon, authenticated, service_role;

-- The client address as the limit counts it ------------------------------------------------------
-- IPv4 as it is (an IPv4-mapped IPv6 `::ffff:a.b.c.d`, as a dual-stack socket gives it, too); IPv6
-- by its /64; anything that is not an address, as written (it is still only hashed).
create function private.proposal_address_key(address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  plain text := lower(regexp_replace(btrim(address), '^::ffff:([0-9]+\.[0-9]+\.[0-9]+\.[0-9]+)$', '\1', 'i'));
  parsed inet;
begin
  begin
    parsed := plain::inet;
  exception when others then
    return plain;
  end;
  if family(parsed) = 6 then
    return network(set_masklen(parsed, 64))::text;
  end if;
  return host(parsed);
end;
$$;
revoke all on function private.proposal_address_key(text) from public;

-- The limit ---------------------------------------------------------------------------------------
create function private.limit_proposal_sends() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  config private.parcerias_envios_config;
  headers jsonb;
  address text;
  sender_hash text;
begin
  -- A retry of a proposal already stored: the key's unique constraint refuses it (23505) and the
  -- dialog reads that as sent; refusing it here would say "too many" about a proposal that arrived.
  if exists (select 1 from public.parcerias_solicitacoes as p
              where p.idempotency_key = new.idempotency_key) then
    return new;
  end if;

  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    headers := null;
  end;
  select * into config from private.parcerias_envios_config;
  address := nullif(btrim(coalesce(headers ->> 'cf-connecting-ip', '')), '');
  if address is not null then
    sender_hash := encode(sha256(convert_to(
      config.sal || '|' || private.proposal_address_key(address), 'UTF8')), 'hex');
  end if;

  -- One send counts at a time, so concurrent sends cannot all see room for one more.
  perform pg_advisory_xact_lock(hashtext('private.parcerias_envios'));
  delete from private.parcerias_envios where sent_at <= now() - interval '1 hour';

  if sender_hash is not null
     and (select count(*) from private.parcerias_envios as e
           where e.address_hash = sender_hash) >= config.por_endereco then
    raise sqlstate 'PT429' using
      message = 'Too many partnership proposals from this address in the last hour',
      detail = 'proposals_per_address',
      hint = 'Try again later.';
  end if;
  if (select count(*) from private.parcerias_envios) >= config.total then
    raise sqlstate 'PT429' using
      message = 'Too many partnership proposals in the last hour',
      detail = 'proposals_total',
      hint = 'Try again later.';
  end if;

  insert into private.parcerias_envios (address_hash) values (sender_hash);
  return new;
end;
$$;
revoke all on function private.limit_proposal_sends() from public;
comment on function private.limit_proposal_sends() is
  'Refuses (PT429) a partnership proposal past private.parcerias_envios_config''s limits (5 per '
  'client address, 60 in total) in the last hour, from API visitors; counts the others. '
  'docs/decisions/proposal-limits.md.';

-- Visitors and members only: staff tools on the service role, the seed and migrations are not
-- limited. The WHEN clause is evaluated as the role that inserts (PostgREST's `set local role`).
create trigger parcerias_solicitacoes_limit_sends
  before insert on public.parcerias_solicitacoes
  for each row
  when (current_user in ('anon', 'authenticated'))
  execute function private.limit_proposal_sends();
