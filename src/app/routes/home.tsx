import { Seo } from '@/components/ui/seo'
import { Spinner } from '@/components/ui/spinner'
import { homePath, metaFor } from '@/config/paths'
import { Hero } from '@/features/home/components/hero'
import { sectionsLoadingLabel } from '@/features/home/hero-messages'
import { deferredIsland } from '@/components/ui/deferred-island'
import { useHelpDialogs } from '@/app/compositions/help-dialogs'

// The hero is in the pre-rendered HTML and in the entry. Sections 2-11 (their hooks, framer-motion,
// icons, and supabase-js for their reads) are their own chunk: on the pre-rendered page their HTML
// (headings and placeholders) is already there, and their code waits for the visitor to scroll,
// touch or type, or for the sections to come into view.
const HomeSections = deferredIsland(
  () => import('@/app/compositions/home-sections').then((m) => m.HomeSections),
  <SectionsFallback />,
)

function SectionsFallback() {
  return (
    <div className="flex min-h-[60vh] items-start justify-center px-4 pt-16 text-brand-300">
      <Spinner label={sectionsLoadingLabel} slowNotice />
    </div>
  )
}

/** The home page: sections 1 to 11 of the specification, media right after publications. */
export function Component() {
  const meta = metaFor(homePath)
  const [showDonation, showPartnership, helpDialogs] = useHelpDialogs()
  return (
    <>
      <Seo title={meta.title} description={meta.description} feed />
      <Hero />
      <HomeSections id="secoes-inicio" onDonate={showDonation} onPartner={showPartnership} />
      {helpDialogs}
    </>
  )
}
