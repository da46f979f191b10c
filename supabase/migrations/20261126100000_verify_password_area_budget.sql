-- verify-password's per-area failure budget: a limit no header can dodge. One row per restricted
-- area, a leaky bucket: `level` failures outstanding at `updated_at`, leaking one every 30 seconds;
-- the function refuses (429 with Retry-After) an attempt that would lift it over 20 and answers the
-- others. No address is stored. As with private.verify_password_failures, only the service role
-- (the function's database connection) may use it: no grants to anon or authenticated, RLS on. See
-- docs/decisions/verify-password-rate-limit.md.

create table private.verify_password_area_budget (
  area text primary key check (area in ('admin', 'escritor', 'mov-plus-admin')),
  level double precision not null default 0 check (level >= 0 and level <= 1000),
  updated_at timestamptz not null default now()
);

comment on table private.verify_password_area_budget is
  'verify-password failures per restricted area across all callers (leaky bucket: 20 at once, then one per 30 s).';

alter table private.verify_password_area_budget enable row level security;

revoke all on table private.verify_password_area_budget from public, anon, authenticated;
grant select, insert, update, delete on table private.verify_password_area_budget to service_role;

create policy verify_password_area_budget_select on private.verify_password_area_budget
  for select to service_role using (true);
create policy verify_password_area_budget_insert on private.verify_password_area_budget
  for insert to service_role with check (true);
create policy verify_password_area_budget_update on private.verify_password_area_budget
  for update to service_role using (true) with check (true);
create policy verify_password_area_budget_delete on private.verify_password_area_budget
  for delete to service_role using (true);
