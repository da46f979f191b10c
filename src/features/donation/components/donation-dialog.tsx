import { useMemo, useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { organization } from '@/config/organization'
import { formatBRL } from '@/lib/format'
import { parseBRLAmount } from '../amount'
import { buildPixPayload } from '../brcode'
import { donationMessages as t } from '../messages'
import { AmountPicker, type AmountChoice } from './amount-picker'
import { CopyField } from './copy-field'
import { PixQrCode } from './pix-qr-code'

function useDonationAmount() {
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
  return { choice, setChoice, otherText, setOtherText, cents, otherError }
}

export function DonationDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const amount = useDonationAmount()
  const payload = useMemo(
    () =>
      buildPixPayload({
        key: organization.pixKey,
        merchantName: organization.companyName.toUpperCase(),
        merchantCity: organization.pixCity,
        amountInCents: amount.cents,
      }),
    [amount.cents],
  )
  const amountText = amount.cents ? formatBRL(amount.cents) : null
  const { bank } = organization
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-6">
        <div className="grid gap-1 pr-8">
          <DialogTitle className="text-2xl font-bold">{t.title}</DialogTitle>
          <DialogDescription className="text-white/85">{t.subtitle}</DialogDescription>
        </div>

        <section aria-labelledby="donation-pix-heading" className="grid gap-4">
          <h3 id="donation-pix-heading" className="text-lg font-bold text-accent-300">
            {t.pixHeading}
          </h3>
          <p className="text-sm text-white/85">{t.pixIntro}</p>
          <AmountPicker
            choice={amount.choice}
            otherText={amount.otherText}
            otherError={amount.otherError}
            onChoiceChange={amount.setChoice}
            onOtherTextChange={amount.setOtherText}
          />
          <figure className="grid justify-items-center gap-2">
            <PixQrCode payload={payload} label={t.qrLabel(amountText)} />
            <figcaption className="text-sm font-semibold text-white/90" aria-live="polite">
              {t.amountCaption(amountText)}
            </figcaption>
          </figure>
          <CopyField
            label={t.copyPasteLabel}
            item="Código PIX Copia e Cola"
            value={payload}
            multiline
          />
          <CopyField
            label={t.keyLabel}
            item="CNPJ (chave PIX)"
            value={organization.pixKey}
            hint={`CNPJ ${organization.cnpj}`}
          />
        </section>

        <section
          aria-labelledby="donation-bank-heading"
          className="grid gap-4 border-t border-white/10 pt-6"
        >
          <h3 id="donation-bank-heading" className="text-lg font-bold text-accent-300">
            {t.bankHeading}
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <CopyField label={t.branchLabel} item="Número da agência" value={bank.branch} />
            <CopyField label={t.accountLabel} item="Número da conta" value={bank.account} />
          </div>
          <CopyField
            label={t.institutionLabel}
            item="Código da instituição"
            value={bank.institutionCode}
            hint={`${bank.institutionCode} — ${bank.institutionName}`}
          />
          <CopyField
            label={t.companyLabel}
            item="Nome da empresa"
            value={organization.companyName}
            hint={`CNPJ ${organization.cnpj}`}
          />
        </section>
      </DialogContent>
    </Dialog>
  )
}
