import { lazy, Suspense, useEffect, useState } from 'react'
import { Seo } from '@/components/ui/seo'
import { Spinner } from '@/components/ui/spinner'
import { metaFor } from '@/config/paths'
import { Hero } from '@/features/home/components/hero'
import { getSupabase } from '@/lib/supabase'

// The hero paints from the route chunk; sections 2-11 (their hooks, framer-motion, icons) arrive
// in their own chunk, fetched at the same time as supabase-js, which their reads need anyway.
const HomeSections = lazy(() =>
  import('@/app/compositions/home-sections').then((m) => ({ default: m.HomeSections })),
)

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

function SectionsFallback() {
  return (
    <div className="flex min-h-[60vh] items-start justify-center pt-16 text-brand-300">
      <Spinner label="Carregando conteúdos..." />
    </div>
  )
}

/** The home page: sections 1 to 11 of the specification, media right after publications. */
export function Component() {
  const meta = metaFor('/')
  const donation = useLazyDialog()
  const partnership = useLazyDialog()
  useEffect(() => {
    // Start downloading the data client while the sections' chunk is on its way.
    void getSupabase()
  }, [])
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <Hero />
      <Suspense fallback={<SectionsFallback />}>
        <HomeSections onDonate={donation.show} onPartner={partnership.show} />
      </Suspense>
      <Suspense fallback={null}>
        {donation.mounted ? (
          <DonationDialog open={donation.open} onOpenChange={donation.onOpenChange} />
        ) : null}
        {partnership.mounted ? (
          <PartnershipDialog open={partnership.open} onOpenChange={partnership.onOpenChange} />
        ) : null}
      </Suspense>
    </>
  )
}
