import { useEffect, useRef, type ReactNode } from 'react'
import type { FieldTone } from '@/components/ui/field'
import { cn } from '@/lib/cn'

export interface StepFrameProps {
  /** 1 where the step is the page (a staff area's), 2 inside a page with its own heading. */
  headingLevel?: 1 | 2
  tone?: FieldTone
  /** A sentence before the step's own text (why the step is asked here). */
  notice?: ReactNode
  /** False where the step is there when the page opens (the page's own heading comes first). */
  focusOnMount?: boolean
}

/**
 * A step's heading and texts. The heading takes the focus when the step appears, so a screen reader
 * announces where the person is and the next Tab reaches the field.
 */
export function StepHeading({
  title,
  text,
  headingLevel = 2,
  tone = 'dark',
  notice,
  focusOnMount = true,
}: StepFrameProps & { title: string; text: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) ref.current?.focus()
    // Only when the step appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const muted = tone === 'light' ? 'text-gray-700' : 'text-white/85'
  return (
    <div className="grid gap-2">
      <Heading
        ref={ref}
        tabIndex={-1}
        className={cn(
          'break-words font-black tracking-tight focus:outline-none',
          headingLevel === 1 ? 'text-2xl md:text-3xl' : 'text-xl',
          tone === 'light' ? 'text-gray-900' : 'text-white',
        )}
      >
        {title}
      </Heading>
      {notice ? (
        <p className={cn('font-semibold', tone === 'light' ? 'text-gray-900' : 'text-white')}>
          {notice}
        </p>
      ) : null}
      <p className={muted}>{text}</p>
    </div>
  )
}
