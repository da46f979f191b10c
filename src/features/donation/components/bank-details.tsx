import { CopyButton } from '@/components/ui/copy-button'
import { organization } from '@/config/organization'
import { cn } from '@/lib/cn'
import { bankDetailsText } from '../bank-details'
import { showCopiedToast } from '../copied-toast'
import { donationMessages as t } from '../messages'
import { copyButtonClass, CopyField } from './copy-field'

/** Bank transfer: one button copies every detail at once; each detail keeps its own button. */
export function BankDetails({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel
  const { bank } = organization
  return (
    <section
      aria-labelledby="donation-bank-heading"
      className="grid gap-4 border-t border-white/10 pt-6"
    >
      <Heading id="donation-bank-heading" className="text-lg font-bold text-accent-300">
        {t.bankHeading}
      </Heading>
      <CopyButton
        text={bankDetailsText}
        className={cn(copyButtonClass, 'w-full')}
        copiedAnnouncement=""
        onCopied={() => showCopiedToast(t.copyAllAnnouncement)}
        failedAnnouncement={t.copyAllFailed}
      >
        {t.copyAllButton}
      </CopyButton>
      <div className="grid gap-4 sm:grid-cols-2">
        <CopyField label={t.branchLabel} item={t.branchItem} value={bank.branch} />
        <CopyField label={t.accountLabel} item={t.accountItem} value={bank.account} />
      </div>
      <CopyField
        label={t.institutionLabel}
        item={t.institutionItem}
        value={bank.institutionCode}
        hint={`${bank.institutionCode} — ${bank.institutionName}`}
      />
      <CopyField
        label={t.companyLabel}
        item={t.companyItem}
        value={organization.companyName}
        hint={t.cnpjHint(organization.cnpj)}
      />
    </section>
  )
}
