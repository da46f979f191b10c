import { organization } from '@/config/organization'
import { donationMessages as t } from './messages'

/** Every bank detail in one text, one "Label: value" per line, as pasted into a bank app or a note. */
export function bankDetailsText(org = organization): string {
  const { bank } = org
  return [
    `${t.bankLine.bank}: ${bank.institutionCode} — ${bank.institutionName}`,
    `${t.bankLine.branch}: ${bank.branch}`,
    `${t.bankLine.account}: ${bank.account}`,
    `${t.bankLine.company}: ${org.companyName}`,
    `${t.bankLine.cnpj}: ${org.cnpj}`,
  ].join('\n')
}
