import { QrCode } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import { organization } from '@/config/organization'
import { cn } from '@/lib/cn'
import { showCopiedToast } from '../copied-toast'
import { donationMessages as t } from '../messages'
import { AmountPicker } from './amount-picker'
import { CopyField, selectAll } from './copy-field'
import { PixQrCode } from './pix-qr-code'
import type { useDonationAmount } from '../hooks/use-donation-amount'

// Phones and tablets cannot scan their own screen: where the screen is narrow or the pointer
// coarse, the QR code waits behind "Mostrar QR Code". Decided in CSS (no matchMedia), so the
// pre-rendered HTML and the first client render agree. Class names written out whole, for Tailwind.
const qrHiddenOnPhones = 'max-md:hidden pointer-coarse:hidden'

const primaryClass =
  'inline-flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-full bg-accent-400 px-6 py-3 text-base font-semibold text-ink-950 transition-colors hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 data-[copy-state=copied]:bg-emerald-300'

const toggleClass = `hidden max-md:inline-flex pointer-coarse:inline-flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-full border border-white/60 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300`

/** Amount, then "Copiar código Pix (copia e cola)", the QR code, the code itself and the key. */
export function PixSection({
  headingLevel,
  amount,
}: {
  headingLevel: 'h2' | 'h3'
  amount: ReturnType<typeof useDonationAmount>
}) {
  const { payload, amountText } = amount
  const Heading = headingLevel
  const qrId = useId()
  const hintId = useId()
  const [qrShown, setQrShown] = useState(false)
  const codeRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  return (
    <section aria-labelledby="donation-pix-heading" className="grid gap-4">
      <Heading id="donation-pix-heading" className="text-lg font-bold text-accent-300">
        {t.pixHeading}
      </Heading>
      <AmountPicker
        choice={amount.choice}
        otherText={amount.otherText}
        otherError={amount.otherError}
        onChoiceChange={amount.setChoice}
        onOtherTextChange={amount.setOtherText}
      />
      <p className="text-sm font-semibold text-white/90" aria-live="polite">
        {t.amountCaption(amountText)}
      </p>
      <div className="grid gap-1.5">
        <CopyButton
          text={payload}
          aria-describedby={hintId}
          className={primaryClass}
          copiedAnnouncement=""
          onCopied={() => showCopiedToast(t.copiedTitle(t.copyPasteItem))}
          failedAnnouncement={t.copyFailedDescription}
          onCopyFailed={() => selectAll(codeRef.current)}
        >
          {t.copyPasteButton}
        </CopyButton>
        <p id={hintId} className="text-xs text-white/75">
          {t.copyPasteHint}
        </p>
      </div>
      <button
        type="button"
        aria-expanded={qrShown}
        aria-controls={qrId}
        className={toggleClass}
        onClick={() => setQrShown((shown) => !shown)}
      >
        <QrCode aria-hidden="true" className="h-4 w-4" />
        {qrShown ? t.hideQr : t.showQr}
      </button>
      <figure
        id={qrId}
        className={cn('grid justify-items-center gap-2', qrShown ? null : qrHiddenOnPhones)}
      >
        <PixQrCode payload={payload} label={t.qrLabel(amountText)} />
        <figcaption className="text-xs text-white/75">{t.qrHint}</figcaption>
      </figure>
      <CopyField
        label={t.copyPasteLabel}
        item={t.copyPasteItem}
        value={payload}
        multiline
        copyable={false}
        fieldRef={codeRef}
      />
      <CopyField
        label={t.keyLabel}
        item={t.keyItem}
        value={organization.pixKey}
        hint={t.cnpjHint(organization.cnpj)}
      />
    </section>
  )
}
