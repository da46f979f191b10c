-- Partnership proposals: what a visitor may insert. Why this shape:
-- docs/decisions/data-model.md ("Partnership proposals").
--
-- The insert policy used to be `with check (true)`, which Supabase's database linter reports
-- (`rls_policy_always_true`, WARN). Two layers now decide what an API caller may send:
--
-- * the column grant: anon and authenticated may name only the ten columns of the form, so `id`,
--   `created_at`, `status`, `handled_at` and `handled_by` cannot even appear in their insert
--   (42501, "permission denied"). Restated here in full so this file alone says what is insertable.
-- * the policy: the new row must be a proposal nobody has handled yet (`status` is the initial
--   `nova`, no `handled_at`, no `handled_by`). With the grant above this always holds; it is what
--   still refuses a handled row if a later migration ever widens the grant.
--
-- Rules on the content itself (lengths, e-mail and URL shapes, the four partnership types) stay in
-- the table's CHECK constraints, which bind every writer, the service role and staff included.

revoke insert on table public.parcerias_solicitacoes from anon, authenticated;
grant insert (
  organization_name, contact_name, email, phone, partnership_type, proposal,
  instagram_url, site_url, cnpj, organization_description
) on table public.parcerias_solicitacoes to anon, authenticated;

drop policy "parcerias_solicitacoes: anyone sends a proposal" on public.parcerias_solicitacoes;
create policy "parcerias_solicitacoes: anyone sends a new proposal"
  on public.parcerias_solicitacoes for insert to anon, authenticated
  with check (status = 'nova' and handled_at is null and handled_by is null);
