import { Quote } from 'lucide-react'
import { CarouselControls, useCarousel } from '@/components/ui/carousel'
import { CarouselViewport } from '@/components/ui/carousel-viewport'
import { QueryState } from '@/components/ui/query-state'
import { FailedSection, PendingSection, SectionHeading } from '@/components/ui/section-heading'
import { Skeleton } from '@/components/ui/skeleton'
import { useTestimonials } from '../api/get-testimonials'
import { TESTIMONIAL_INTERVAL_MS, homeMessages } from '../messages'
import type { Testimonial } from '../types'
import { PlaceholderAvatar } from './placeholder-avatar'

const t = homeMessages.testimonials
const frame = { id: 'home-depoimentos', title: t.title, subtitle: t.subtitle }

function TestimonialSlide({
  item,
  position,
  total,
}: {
  item: Testimonial
  position: number
  total: number
}) {
  return (
    <div role="group" aria-roledescription="slide" aria-label={t.slide(position, total)}>
      <figure className="mx-auto max-w-3xl rounded-3xl border border-white/10 bg-ink-900 p-8 text-center md:p-12">
        <Quote aria-hidden="true" className="mx-auto h-10 w-10 text-accent-300" />
        <blockquote className="mt-6 text-lg leading-relaxed md:text-xl">“{item.quote}”</blockquote>
        <figcaption className="mt-8 flex items-center justify-center gap-4 text-left">
          {item.avatar_url ? (
            <img
              src={item.avatar_url}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className="h-16 w-16 rounded-full object-cover"
            />
          ) : (
            <PlaceholderAvatar id={item.id} name={item.name} />
          )}
          <span>
            <span className="block font-bold">{item.name}</span>
            {item.role ? <span className="block text-sm text-white/80">{item.role}</span> : null}
          </span>
        </figcaption>
      </figure>
    </div>
  )
}

/** Home section 8: testimonials, one at a time, advancing every 7 s. */
export function TestimonialsSection() {
  const query = useTestimonials()
  const items = query.data ?? []
  const carousel = useCarousel({ count: items.length, interval: TESTIMONIAL_INTERVAL_MS })
  const item = items[carousel.index]
  return (
    <QueryState
      query={query}
      loading={
        <PendingSection {...frame}>
          <Skeleton className="mx-auto h-72 max-w-3xl" />
        </PendingSection>
      }
      error={(retry, failure) => <FailedSection {...frame} error={failure} onRetry={retry} />}
      isEmpty={() => !item}
    >
      {() =>
        item ? (
          <section
            aria-labelledby="home-depoimentos"
            aria-roledescription="carrossel"
            className="mx-auto max-w-7xl px-4 py-16"
            {...carousel.regionProps}
          >
            <SectionHeading id="home-depoimentos" title={t.title} subtitle={t.subtitle} />
            <CarouselViewport carousel={carousel}>
              <TestimonialSlide item={item} position={carousel.index + 1} total={items.length} />
            </CarouselViewport>
            <CarouselControls className="mt-8" carousel={carousel} labels={t} />
          </section>
        ) : null
      }
    </QueryState>
  )
}
