import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A list card with an optional decorative 16:9 cover above its body; put an
 * `after:absolute after:inset-0` link in `children` to make the whole card clickable.
 */
export function CoverCard({
  image,
  bodyClassName,
  children,
}: {
  image: string | null
  /** Extra classes of the body (e.g. its gap). */
  bodyClassName?: string
  children: ReactNode
}) {
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-ink-900 hover:border-brand-300/60">
      {image ? (
        <img
          src={image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : null}
      <div className={cn('flex flex-1 flex-col', bodyClassName, 'p-5')}>{children}</div>
    </article>
  )
}
