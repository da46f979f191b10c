import { PageHeader } from '@/components/ui/page-header'
import { Seo } from '@/components/ui/seo'
import { donatePath, metaFor } from '@/config/paths'
import { donationMessages as t } from '../messages'
import { DonationContent } from './donation-content'

/**
 * /doar: the donation dialog's content as a page, for a link to share. Pre-rendered: the values
 * (code, key, bank details) can be read and selected before the page's code has run.
 */
export function DonationPage() {
  const meta = metaFor(donatePath)
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <PageHeader title={t.title} description={t.subtitle}>
        <p className="mt-2 max-w-3xl opacity-85">{t.pageIntro}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div className="grid max-w-xl gap-6 rounded-2xl border border-white/10 bg-ink-900 p-4 sm:p-6">
          <DonationContent headingLevel="h2" />
        </div>
      </div>
    </>
  )
}
