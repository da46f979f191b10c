import { CarouselControls, useCarousel } from '@/components/ui/carousel'
import { CarouselViewport } from '@/components/ui/carousel-viewport'
import { QueryState } from '@/components/ui/query-state'
import { Skeleton } from '@/components/ui/skeleton'
import { SlowNotice } from '@/components/ui/slow-notice'
import { ErrorState } from '@/components/ui/states'
import { safeUrl } from '@/lib/safe-url'
import { useBanners } from '../api/get-banners'
import { BANNER_INTERVAL_MS, homeMessages } from '../messages'
import type { Banner } from '../types'
import { ResponsiveImage } from '@/components/ui/responsive-image'

const t = homeMessages.banners

function BannerSlide({
  banner,
  position,
  total,
}: {
  banner: Banner
  position: number
  total: number
}) {
  // A stored address that breaks the URL rule is neither linked nor loaded (src/lib/safe-url.ts).
  const link = safeUrl(banner.link_url)
  const image = safeUrl(banner.image_url)
  const external = Boolean(link)
  return (
    <div role="group" aria-roledescription="slide" aria-label={t.slide(position, total)}>
      <a
        href={link || '#'}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        className="grid overflow-hidden rounded-3xl bg-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300 md:grid-cols-5"
      >
        {image ? (
          <ResponsiveImage
            src={image}
            alt=""
            sizes="(min-width: 1280px) 740px, (min-width: 768px) 60vw, calc(100vw - 2rem)"
            width={1200}
            height={600}
            className="aspect-[2/1] h-full w-full bg-ink-800 object-cover md:col-span-3"
          />
        ) : null}
        <span
          className={
            image
              ? 'flex flex-col justify-center p-8 md:col-span-2'
              : 'flex flex-col justify-center p-8 md:col-span-5'
          }
        >
          <span className="text-2xl font-black md:text-3xl">{banner.title}</span>
          {banner.description ? (
            <span className="mt-3 text-white/85">{banner.description}</span>
          ) : null}
          {external ? (
            <>
              {' '}
              <span className="sr-only">{`${t.newTab}`}</span>
            </>
          ) : null}
        </span>
      </a>
    </div>
  )
}

/** Home section 3: active banners, one at a time, advancing every 7 s; hidden when there are none. */
export function BannerCarousel() {
  const query = useBanners()
  const banners = query.data ?? []
  const carousel = useCarousel({ count: banners.length, interval: BANNER_INTERVAL_MS })
  const banner = banners[carousel.index]
  return (
    <QueryState
      query={query}
      loading={
        <div className="mx-auto my-8 max-w-7xl">
          <Skeleton className="aspect-[3/1]" />
          <SlowNotice />
        </div>
      }
      error={(retry, failure) => (
        <section aria-label={t.label} className="mx-auto max-w-7xl px-4 py-8">
          <ErrorState className="mx-auto max-w-xl" error={failure} onRetry={retry} />
        </section>
      )}
      isEmpty={() => !banner}
    >
      {() =>
        banner ? (
          <section
            aria-roledescription="carrossel"
            aria-label={t.label}
            className="mx-auto max-w-7xl px-4 py-8"
            {...carousel.regionProps}
          >
            <CarouselViewport carousel={carousel}>
              <BannerSlide banner={banner} position={carousel.index + 1} total={banners.length} />
            </CarouselViewport>
            <CarouselControls className="mt-6" carousel={carousel} labels={t} />
          </section>
        ) : null
      }
    </QueryState>
  )
}
