// pt-BR formatting shared by every feature: dates are shown in UTC, money in cents.

const dateFormatter = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
})

function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

/** "05/03/2025" (UTC); empty text for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const d = toDate(value)
  return d ? dateFormatter.format(d) : ''
}

/** ISO date (YYYY-MM-DD) for <time dateTime>. */
export function isoDate(value: string | Date | null | undefined): string | undefined {
  const d = toDate(value)
  return d ? d.toISOString().slice(0, 10) : undefined
}

const numberFormatter = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

export interface CurrencyDisplay {
  code?: string | null
  symbol?: string | null
  template?: string | null
}

/**
 * Price display of the specification: amount / 100 with two decimals in pt-BR digits
 * ("1.234,56"); a template replaces its `$1` placeholder; without one the symbol, else the code,
 * else € precedes the number. Empty text when the amount is missing.
 */
export function formatMoney(
  amountInCents: number | null | undefined,
  currency: CurrencyDisplay | null | undefined,
): string {
  if (amountInCents == null || Number.isNaN(amountInCents)) return ''
  const number = numberFormatter.format(amountInCents / 100)
  if (currency?.template && currency.template.includes('$1')) {
    return currency.template.replace('$1', number)
  }
  const prefix = currency?.symbol || currency?.code || '€'
  return `${prefix} ${number}`
}

export const BRL: CurrencyDisplay = { code: 'BRL', symbol: 'R$', template: 'R$ $1' }

/** "R$ 1.234,56" */
export function formatBRL(amountInCents: number): string {
  return formatMoney(amountInCents, BRL)
}

/** Cuts text at a word boundary with an ellipsis (see lib/text.ts). */
export { truncateAtWord as truncate } from './text'
