import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { ResponsiveImage } from './responsive-image'

/**
 * A list card with an optional decorative 16:9 cover above its body; put an
 * `after:absolute after:inset-0` link in `children` to make the whole card clickable.
 */
export function CoverCard({
  image,
  sizes = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  bodyClassName,
  children,
}: {
  image: string | null
  /** The cover's slot (`sizes`); the default fits a 1-2-3 column grid of max-w-7xl. */
  sizes?: string
  /** Extra classes of the body (e.g. its gap). */
  bodyClassName?: string
  children: ReactNode
}) {
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-ink-900 hover:border-brand-300/60">
      {image ? (
        <ResponsiveImage
          src={image}
          alt=""
          sizes={sizes}
          width={640}
          height={360}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : null}
      <div className={cn('flex flex-1 flex-col', bodyClassName, 'p-5')}>{children}</div>
    </article>
  )
}
