import { lazy, Suspense, useCallback, useState } from 'react'
import { Seo } from '@/components/ui/seo'
import { Spinner } from '@/components/ui/spinner'
import { homePath, metaFor } from '@/config/paths'
import { Hero } from '@/features/home/components/hero'
import { deferredIsland } from '@/components/ui/deferred-island'

// The hero is in the pre-rendered HTML and in the entry. Sections 2-11 (their hooks, framer-motion,
// icons, and supabase-js for their reads) are their own chunk: on the pre-rendered page their HTML
// (headings and placeholders) is already there, and their code waits for the visitor to scroll,
// touch or type, or for the sections to come into view.
const HomeSections = deferredIsland(
  () => import('@/app/compositions/home-sections').then((m) => m.HomeSections),
  <SectionsFallback />,
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
    show: useCallback(() => {
      setMounted(true)
      setOpen(true)
    }, []),
  }
}

function SectionsFallback() {
  return (
    <div className="flex min-h-[60vh] items-start justify-center px-4 pt-16 text-brand-300">
      <Spinner label="Carregando conteúdos..." slowNotice />
    </div>
  )
}

/** The home page: sections 1 to 11 of the specification, media right after publications. */
export function Component() {
  const meta = metaFor(homePath)
  const donation = useLazyDialog()
  const partnership = useLazyDialog()
  return (
    <>
      <Seo title={meta.title} description={meta.description} feed />
      <Hero />
      <HomeSections id="secoes-inicio" onDonate={donation.show} onPartner={partnership.show} />
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
