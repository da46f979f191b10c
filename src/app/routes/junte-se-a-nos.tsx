import { lazy, Suspense, useState } from 'react'
import { Seo } from '@/components/ui/seo'
import { joinPath, metaFor } from '@/config/paths'
import { MembershipPage } from '@/features/membership/components/membership-page'

// Each dialog's code is fetched on its first opening and stays mounted afterwards (so a draft
// proposal survives closing and reopening).
const DonationDialog = lazy(() =>
  import('@/features/donation/components/donation-dialog').then((m) => ({
    default: m.DonationDialog,
  })),
)
const PartnershipDialog = lazy(() =>
  import('@/features/partnership/components/partnership-dialog').then((m) => ({
    default: m.PartnershipDialog,
  })),
)

function useLazyDialog() {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return {
    open,
    loaded,
    setOpen,
    show: () => {
      setLoaded(true)
      setOpen(true)
    },
  }
}

export function Component() {
  const meta = metaFor(joinPath)
  const donation = useLazyDialog()
  const partnership = useLazyDialog()
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <MembershipPage onDonate={donation.show} onPartner={partnership.show} />
      {donation.loaded ? (
        <Suspense fallback={null}>
          <DonationDialog open={donation.open} onOpenChange={donation.setOpen} />
        </Suspense>
      ) : null}
      {partnership.loaded ? (
        <Suspense fallback={null}>
          <PartnershipDialog open={partnership.open} onOpenChange={partnership.setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
