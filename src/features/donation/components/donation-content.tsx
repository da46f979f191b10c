import { useDonationAmount } from '../hooks/use-donation-amount'
import { BankDetails } from './bank-details'
import { PixSection } from './pix-section'

/** What a donor needs, in the dialog and on /doar alike: PIX first, then the bank transfer. */
export function DonationContent({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const amount = useDonationAmount()
  return (
    <>
      <PixSection headingLevel={headingLevel} amount={amount} />
      <BankDetails headingLevel={headingLevel} />
    </>
  )
}
