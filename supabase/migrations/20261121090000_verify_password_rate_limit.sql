-- verify-password's failure counter (docs/decisions/verify-password-rate-limit.md): failed password
-- attempts per client address, kept where every instance of the function sees it. Only a SHA-256
-- hash of the address is stored. The table lives outside the exposed `public` schema and only the
-- service role (the function's database connection) may use it: no grants to anon or authenticated,
-- RLS on.

create schema if not exists private;
grant usage on schema private to service_role;

create table private.verify_password_failures (
  address_hash text primary key check (address_hash ~ '^[0-9a-f]{64}$'),
  failures integer not null default 1 check (failures between 1 and 1000000),
  window_started_at timestamptz not null default now()
);

comment on table private.verify_password_failures is
  'Failed verify-password attempts per SHA-256 hash of the client address, in a 15-minute window.';

create index verify_password_failures_window_idx on private.verify_password_failures (window_started_at);

alter table private.verify_password_failures enable row level security;

revoke all on table private.verify_password_failures from public, anon, authenticated;
grant select, insert, update, delete on table private.verify_password_failures to service_role;

create policy verify_password_failures_select on private.verify_password_failures
  for select to service_role using (true);
create policy verify_password_failures_insert on private.verify_password_failures
  for insert to service_role with check (true);
create policy verify_password_failures_update on private.verify_password_failures
  for update to service_role using (true) with check (true);
create policy verify_password_failures_delete on private.verify_password_failures
  for delete to service_role using (true);
