import { Link } from 'react-router-dom'
import { formatMovementDate, movementIsoDay } from '@/lib/movement-time'
import { newsMessages as m } from '../messages'
import type { NewsSummary } from '../types'
import { href, newsArticlePath } from '@/config/paths'
import { ResponsiveImage } from '@/components/ui/responsive-image'

export function newsPath(item: { id: string; slug: string | null }): string {
  return href(newsArticlePath, { id: item.slug || item.id })
}

export function NewsCard({ item, headingLevel = 2 }: { item: NewsSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-ink-900 transition-colors hover:border-brand-300/60">
      <div className="aspect-[16/9] overflow-hidden bg-ink-800">
        {item.cover_image_url ? (
          <ResponsiveImage
            src={item.cover_image_url}
            alt=""
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            width={640}
            height={360}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm text-white/80">
          <time dateTime={movementIsoDay(item.published_at)}>
            {formatMovementDate(item.published_at)}
          </time>
          {item.author ? (
            <>
              {' · '}
              {m.by} {item.author.name}
            </>
          ) : null}
        </p>
        <Heading className="text-xl font-bold leading-snug">
          <Link
            to={newsPath(item)}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-300"
          >
            {item.title}
          </Link>
        </Heading>
        {item.summary ? <p className="line-clamp-3 text-white/85">{item.summary}</p> : null}
      </div>
    </article>
  )
}
