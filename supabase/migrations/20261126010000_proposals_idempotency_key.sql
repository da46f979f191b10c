-- Partnership proposals: an idempotency key per draft. Why this shape:
-- docs/decisions/data-model.md ("Partnership proposals").
--
-- The form generates a UUID with the draft and sends it with the row. When the insert is stored but
-- its answer is lost (a dropped connection, a timeout), the retry carries the same key and the
-- unique constraint refuses it (23505, PostgREST 409): the app reads that refusal, on this
-- constraint only, as "already stored" and shows success. Visitors cannot read proposals, so a
-- refusal is the only answer the database can give them without revealing any row.
--
-- `not null default gen_random_uuid()` rather than a nullable column: every row, old or new, has a
-- key (the volatile default gives each existing row its own), so the constraint covers the whole
-- table with no special case for null; staff tools, the seed and a visitor on a cached older bundle
-- that does not send a key still insert as before and simply get a fresh one.

alter table public.parcerias_solicitacoes
  add column idempotency_key uuid not null default gen_random_uuid(),
  add constraint parcerias_solicitacoes_idempotency_key_key unique (idempotency_key);

-- The column grant of 20261126000000_proposals_insert_policy.sql, restated with the key: visitors
-- and signed-in accounts may name the ten form columns and the key, nothing else.
revoke insert on table public.parcerias_solicitacoes from anon, authenticated;
grant insert (
  organization_name, contact_name, email, phone, partnership_type, proposal,
  instagram_url, site_url, cnpj, organization_description, idempotency_key
) on table public.parcerias_solicitacoes to anon, authenticated;

-- The insert policy ("anyone sends a new proposal": status nova, unhandled) does not depend on the
-- key and stays as it is: any key the grant lets through is allowed, and uniqueness is the
-- constraint's job (a policy cannot see other rows without a select the visitor does not have).
