import { useMemo, useState } from 'react'
import { organization } from '@/config/organization'
import { formatBRL } from '@/lib/format'
import { parseBRLAmount } from '../amount'
import { buildPixPayload } from '../brcode'
import type { AmountChoice } from '../components/amount-picker'
import { donationMessages as t } from '../messages'

/** The chosen amount ("Você escolhe", a preset or a typed value) and the BR Code that carries it. */
export function useDonationAmount() {
  const [choice, setChoice] = useState<AmountChoice>('free')
  const [otherText, setOtherText] = useState('')
  const parsedOther = choice === 'other' ? parseBRLAmount(otherText) : null
  let cents: number | null = null
  if (typeof choice === 'number') cents = choice
  else if (parsedOther?.ok) cents = parsedOther.cents
  const otherError =
    parsedOther && !parsedOther.ok && otherText.trim() !== ''
      ? t.amountErrors[parsedOther.reason]
      : undefined
  const payload = useMemo(
    () =>
      buildPixPayload({
        key: organization.pixKey,
        merchantName: organization.companyName.toUpperCase(),
        merchantCity: organization.pixCity,
        amountInCents: cents,
      }),
    [cents],
  )
  return {
    choice,
    setChoice,
    otherText,
    setOtherText,
    cents,
    otherError,
    payload,
    amountText: cents ? formatBRL(cents) : null,
  }
}
