// The donation amount as the donor types it in pt-BR ("35", "35,5", "1.234,56", "R$ 50,00").

/** Largest amount accepted in the dialog: R$ 1.000.000,00. */
const MAX_DONATION_CENTS = 100_000_000

type ParsedAmount =
  { ok: true; cents: number } | { ok: false; reason: 'empty' | 'invalid' | 'zero' | 'too-large' }

export function parseBRLAmount(text: string): ParsedAmount {
  const cleaned = text.replace(/R\$/i, '').replace(/\s/g, '')
  if (cleaned === '') return { ok: false, reason: 'empty' }
  // Thousands with dots (optional, in groups of three), then an optional comma and 1-2 decimals.
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(cleaned)
  if (!match) return { ok: false, reason: 'invalid' }
  const reais = Number(match[1]!.replace(/\./g, ''))
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  const total = reais * 100 + cents
  if (total === 0) return { ok: false, reason: 'zero' }
  if (total > MAX_DONATION_CENTS) return { ok: false, reason: 'too-large' }
  return { ok: true, cents: total }
}
