import { MotionProvider } from '@/components/ui/motion-provider'
import { BannerCarousel } from '@/features/home/components/banner-carousel'
import { HelpSection } from '@/features/home/components/help-section'
import { MediaSection } from '@/features/home/components/media-section'
import { StatsStrip } from '@/features/home/components/stats-strip'
import { TestimonialsSection } from '@/features/home/components/testimonials-section'
import { PartnersSection } from '@/features/institutional/components/partners-section'
import { RepresentationsSection } from '@/features/institutional/components/representations-section'
import { ManifestosSection } from '@/features/manifestos/components/manifestos-section'
import { PublicationsSection } from '@/features/portal/components/publications-section'
import { ProgramsSection } from '@/features/programs/components/programs-section'

/**
 * Home sections 2 to 11 in the specification's numbered order (media right after publications).
 * Each section reads its own table through its feature hook, so the reads go out in parallel.
 * Loaded as its own chunk right after the hero, together with supabase-js.
 */
export function HomeSections({
  onDonate,
  onPartner,
}: {
  onDonate: () => void
  onPartner: () => void
}) {
  return (
    <MotionProvider>
      <ProgramsSection />
      <BannerCarousel />
      <StatsStrip />
      <PublicationsSection />
      <MediaSection />
      <HelpSection onDonate={onDonate} onPartner={onPartner} />
      <TestimonialsSection />
      <ManifestosSection />
      <RepresentationsSection />
      <PartnersSection />
    </MotionProvider>
  )
}
