import type { ProposalWithHandler } from '../../api/get-proposal'
import { toCsv } from '../../csv'
import {
  formatDateTime,
  proposalsMessages as t,
  proposalStatusLabel,
  proposalTypeLabel,
} from '../../proposals-messages'

/** Who handled it: their name, else their e-mail; "Conta removida" once the account is gone. */
export function handlerName(p: ProposalWithHandler): string {
  if (p.status !== 'tratada') return ''
  return p.handler?.full_name || p.handler?.email || t.unknownHandler
}

/** The export file: one row per proposal, every column, labels and dates as staff read them. */
export function proposalsCsv(rows: readonly ProposalWithHandler[]): string {
  return toCsv(
    t.csvHeader,
    rows.map((p) => [
      p.id,
      formatDateTime(p.created_at),
      p.organization_name,
      p.contact_name,
      p.email,
      p.phone,
      p.site_url,
      p.instagram_url,
      p.cnpj,
      proposalTypeLabel(p.partnership_type),
      p.organization_description,
      p.proposal,
      proposalStatusLabel(p.status),
      formatDateTime(p.handled_at),
      handlerName(p),
    ]),
  )
}
