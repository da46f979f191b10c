// Rows of the admin screens' tables, for component tests (see ./admin-rest.ts).
import type { Tables } from '@/types/database'

type ProposalRow = Tables<'parcerias_solicitacoes'> & {
  handler?: { full_name: string | null; email: string | null } | null
}

/** A UUID whose last block is `n` (stable, sortable ids for tests). */
export function testUuid(n: number, prefix = '00000000-0000-4000-8000'): string {
  return `${prefix}-${String(n).padStart(12, '0')}`
}

/** Proposal `n`, received `n` hours after 2026-11-01 00:00 UTC (higher n = newer). */
export function proposalRow(n: number, overrides: Partial<ProposalRow> = {}): ProposalRow {
  return {
    id: testUuid(n),
    organization_name: `Organização ${n}`,
    contact_name: `Contato ${n}`,
    email: `contato${n}@org${n}.org.br`,
    phone: null,
    partnership_type: 'Financeira',
    proposal: `Proposta ${n}`,
    instagram_url: null,
    site_url: null,
    cnpj: null,
    organization_description: `Descrição ${n}`,
    created_at: new Date(Date.UTC(2026, 10, 1, n)).toISOString(),
    status: 'nova',
    handled_at: null,
    handled_by: null,
    idempotency_key: testUuid(n, '22222222-2222-4222-8222'),
    handler: null,
    ...overrides,
  }
}

type PersonRow = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'email' | 'role' | 'created_at'>

export function personRow(n: number, overrides: Partial<PersonRow> = {}): PersonRow {
  return {
    id: testUuid(n, '11111111-1111-4111-8111'),
    full_name: `Pessoa ${n}`,
    email: `pessoa${n}@mov.local`,
    role: 'user',
    created_at: new Date(Date.UTC(2026, 0, n)).toISOString(),
    ...overrides,
  }
}
