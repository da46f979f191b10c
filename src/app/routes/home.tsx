import { lazy, Suspense, useState } from 'react'
import { MotionProvider } from '@/components/ui/motion-provider'
import { Seo } from '@/components/ui/seo'
import { metaFor } from '@/config/paths'
import { BannerCarousel } from '@/features/home/components/banner-carousel'
import { HelpSection } from '@/features/home/components/help-section'
import { Hero } from '@/features/home/components/hero'
import { MediaSection } from '@/features/home/components/media-section'
import { StatsStrip } from '@/features/home/components/stats-strip'
import { TestimonialsSection } from '@/features/home/components/testimonials-section'
import { PartnersSection } from '@/features/institutional/components/partners-section'
import { RepresentationsSection } from '@/features/institutional/components/representations-section'
import { ManifestosSection } from '@/features/manifestos/components/manifestos-section'
import { PublicationsSection } from '@/features/portal/components/publications-section'
import { ProgramsSection } from '@/features/programs/components/programs-section'

// The dialogs' code is fetched the first time each is opened, not with the home page.
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

/** Keeps a lazily loaded dialog mounted after its first opening, so it can animate closed. */
function useLazyDialog() {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  return {
    open,
    mounted,
    onOpenChange: setOpen,
    show: () => {
      setMounted(true)
      setOpen(true)
    },
  }
}

/** The home page: sections 1 to 11 of the specification, media right after publications. */
export function Component() {
  const meta = metaFor('/')
  const donation = useLazyDialog()
  const partnership = useLazyDialog()
  return (
    <MotionProvider>
      <Seo title={meta.title} description={meta.description} />
      <Hero />
      <ProgramsSection />
      <BannerCarousel />
      <StatsStrip />
      <PublicationsSection />
      <MediaSection />
      <HelpSection onDonate={donation.show} onPartner={partnership.show} />
      <TestimonialsSection />
      <ManifestosSection />
      <RepresentationsSection />
      <PartnersSection />
      <Suspense fallback={null}>
        {donation.mounted ? (
          <DonationDialog open={donation.open} onOpenChange={donation.onOpenChange} />
        ) : null}
        {partnership.mounted ? (
          <PartnershipDialog open={partnership.open} onOpenChange={partnership.onOpenChange} />
        ) : null}
      </Suspense>
    </MotionProvider>
  )
}
