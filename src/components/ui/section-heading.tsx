import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Skeleton } from './skeleton'
import { SlowNotice } from './slow-notice'
import { ErrorState } from './states'

/** A page section's title and subtitle (the home page's sections). */
export function SectionHeading({
  id,
  title,
  subtitle,
  align = 'center',
}: {
  id: string
  title: ReactNode
  subtitle?: ReactNode
  align?: 'center' | 'start'
}) {
  return (
    <div className={cn('mb-10', align === 'center' && 'text-center')}>
      <h2 id={id} className="text-3xl font-black md:text-4xl">
        {title}
      </h2>
      {subtitle ? (
        <p className={cn('mt-2 max-w-2xl text-white/80', align === 'center' && 'mx-auto')}>
          {subtitle}
        </p>
      ) : null}
    </div>
  )
}

type FrameProps = {
  id: string
  title: ReactNode
  subtitle?: ReactNode
  align?: 'center' | 'start'
  className?: string
}

const SECTION_CLASS = 'mx-auto max-w-7xl px-4 py-16'

/**
 * A section while its rows load: its heading (already in the pre-rendered HTML), placeholders
 * (`children`) of about the content's size, and the slow notice after a while.
 */
export function PendingSection({
  id,
  title,
  subtitle,
  align,
  className = SECTION_CLASS,
  children,
}: FrameProps & { children: ReactNode }) {
  return (
    <section aria-labelledby={id} aria-busy="true" className={className}>
      <SectionHeading id={id} title={title} subtitle={subtitle} align={align} />
      <div aria-hidden="true">{children}</div>
      <SlowNotice />
    </section>
  )
}

/** A section whose rows could not be read: its heading and a compact error with a retry. */
export function FailedSection({
  id,
  title,
  subtitle,
  align,
  className = SECTION_CLASS,
  onRetry,
  error,
}: FrameProps & { onRetry: () => void; error?: unknown }) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} title={title} subtitle={subtitle} align={align} />
      <ErrorState className="mx-auto max-w-xl" error={error} onRetry={onRetry} />
    </section>
  )
}

/** Three card placeholders in the grid the home sections use (`cardClassName` sets the height). */
export function SkeletonCards({ cardClassName }: { cardClassName: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className={cardClassName} />
      ))}
    </div>
  )
}
