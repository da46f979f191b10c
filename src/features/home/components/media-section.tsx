import { ExternalLink } from 'lucide-react'
import { CarouselControls, useCarousel } from '@/components/ui/carousel'
import { CarouselViewport } from '@/components/ui/carousel-viewport'
import { QueryState } from '@/components/ui/query-state'
import { FailedSection, PendingSection, SectionHeading } from '@/components/ui/section-heading'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate, isoDate } from '@/lib/format'
import { safeUrl } from '@/lib/safe-url'
import { useMedia } from '../api/get-media'
import { MEDIA_INTERVAL_MS, MEDIA_PER_PAGE, homeMessages } from '../messages'
import type { MediaItem } from '../types'
import { ResponsiveImage } from '@/components/ui/responsive-image'

const t = homeMessages.media
const frame = { id: 'home-midia', title: t.title, subtitle: t.subtitle }

function MediaCard({ item }: { item: MediaItem }) {
  const logo = safeUrl(item.logo_url)
  const link = safeUrl(item.link_url)
  const content = (
    <>
      {logo ? (
        <ResponsiveImage
          src={logo}
          alt=""
          sizes="160px"
          width={160}
          height={48}
          className="h-12 w-40 rounded bg-white object-contain p-1"
        />
      ) : null}
      {item.source ? (
        <span className="mt-4 text-sm font-bold uppercase tracking-wider text-accent-300">
          {item.source}
        </span>
      ) : null}
      <span className="mt-2 text-lg font-bold">{item.title}</span>
      {item.published_at ? (
        <time dateTime={isoDate(item.published_at)} className="mt-auto pt-4 text-sm text-white/80">
          {formatDate(item.published_at)}
        </time>
      ) : null}
    </>
  )
  const card = 'flex h-full flex-col rounded-3xl border border-white/10 bg-ink-900 p-6'
  return link ? (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className={`${card} hover:border-accent-300/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300`}
    >
      {content} <span className="sr-only">{`${t.newTab}`}</span>
      <ExternalLink aria-hidden="true" className="mt-3 h-4 w-4 text-white/80" />
    </a>
  ) : (
    <div className={card}>{content}</div>
  )
}

/** Home section 6: media mentions, three per page, advancing every 5 s. */
export function MediaSection() {
  const query = useMedia()
  const items = query.data ?? []
  const carousel = useCarousel({
    count: Math.ceil(items.length / MEDIA_PER_PAGE),
    interval: MEDIA_INTERVAL_MS,
  })
  const page = items.slice(
    carousel.index * MEDIA_PER_PAGE,
    carousel.index * MEDIA_PER_PAGE + MEDIA_PER_PAGE,
  )
  return (
    <QueryState
      query={query}
      loading={
        <PendingSection {...frame}>
          <Skeleton className="h-56" />
        </PendingSection>
      }
      error={(retry, failure) => <FailedSection {...frame} error={failure} onRetry={retry} />}
      isEmpty={(rows) => rows.length === 0}
    >
      {() => (
        <section
          aria-labelledby="home-midia"
          aria-roledescription="carrossel"
          className="mx-auto max-w-7xl px-4 py-16"
          {...carousel.regionProps}
        >
          <SectionHeading id="home-midia" title={t.title} subtitle={t.subtitle} />
          <CarouselViewport carousel={carousel}>
            <ul className="grid gap-6 md:grid-cols-3">
              {page.map((item) => (
                <li key={item.id}>
                  <MediaCard item={item} />
                </li>
              ))}
            </ul>
          </CarouselViewport>
          <CarouselControls className="mt-8" carousel={carousel} labels={t} />
        </section>
      )}
    </QueryState>
  )
}
