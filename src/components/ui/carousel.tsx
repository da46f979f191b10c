import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useState, type FocusEvent } from 'react'
import { cn } from '@/lib/cn'
import { usePrefersReducedMotion } from './use-reduced-motion'

export type SlideDirection = 1 | -1

interface CarouselOptions {
  count: number
  /** Auto-advance delay in ms; omit for a carousel that only moves when asked. */
  interval?: number
  /** Wrap from the last item to the first and back (default true). */
  wrap?: boolean
}

export interface Carousel {
  index: number
  count: number
  direction: SlideDirection
  /** Whether the carousel is set to advance by itself (the pause/play control's state). */
  playing: boolean
  /** Whether it can auto-advance at all (an interval and more than one item). */
  autoplay: boolean
  canPrev: boolean
  canNext: boolean
  next: () => void
  prev: () => void
  goTo: (index: number) => void
  togglePlaying: () => void
  /** Spread on the carousel's region: hovering or focusing it pauses auto-advance. */
  regionProps: {
    onMouseEnter: () => void
    onMouseLeave: () => void
    onFocus: () => void
    onBlur: (event: FocusEvent<HTMLElement>) => void
  }
}

/**
 * Index, direction and auto-advance of a carousel (specification section 4). Auto-advance stops
 * while the region is hovered or focused, when the visitor pauses it, and does not start under
 * prefers-reduced-motion unless the visitor presses play (WCAG 2.2.2).
 */
export function useCarousel({ count, interval, wrap = true }: CarouselOptions): Carousel {
  const reducedMotion = usePrefersReducedMotion()
  const [position, setPosition] = useState<{ index: number; direction: SlideDirection }>({
    index: 0,
    direction: 1,
  })
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto')
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const index = count > 0 ? Math.min(position.index, count - 1) : 0
  const autoplay = interval !== undefined && count > 1
  const playing = autoplay && (choice === 'playing' || (choice === 'auto' && !reducedMotion))
  const canPrev = count > 1 && (wrap || index > 0)
  const canNext = count > 1 && (wrap || index < count - 1)

  const move = (to: number, direction: SlideDirection) => {
    if (count < 1) return
    const target = wrap ? (to + count) % count : Math.max(0, Math.min(count - 1, to))
    setPosition({ index: target, direction })
  }
  const next = () => move(index + 1, 1)
  const prev = () => move(index - 1, -1)
  const goTo = (to: number) => {
    if (to !== index) move(to, to > index ? 1 : -1)
  }

  const running = playing && !hovered && !focused
  useEffect(() => {
    if (!running || interval === undefined) return
    const timer = window.setTimeout(() => {
      setPosition((p) => ({ index: (Math.min(p.index, count - 1) + 1) % count, direction: 1 }))
    }, interval)
    return () => window.clearTimeout(timer)
    // `position` restarts the delay after every move, manual or automatic.
  }, [running, interval, count, position])

  return {
    index,
    count,
    direction: position.direction,
    playing,
    autoplay,
    canPrev,
    canNext,
    next,
    prev,
    goTo,
    togglePlaying: () => setChoice(playing ? 'paused' : 'playing'),
    regionProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}

const controlButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/30 bg-ink-900/80 text-white transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300 disabled:cursor-not-allowed disabled:opacity-40 cursor-pointer'

interface CarouselLabels {
  previous: string
  next: string
  /** Name of the dot for item `n` (1-based), e.g. "Ir para o banner 2". */
  goTo: (n: number) => string
  pause?: string
  play?: string
}

/** Arrows, dots and the pause/play control of a carousel; nothing when there is one item. */
export function CarouselControls({
  carousel,
  labels,
  dots = true,
  className,
}: {
  carousel: Carousel
  labels: CarouselLabels
  dots?: boolean
  className?: string
}) {
  if (carousel.count < 2) return null
  return (
    <div className={cn('flex flex-wrap items-center justify-center gap-3', className)}>
      <button
        type="button"
        className={controlButton}
        onClick={carousel.prev}
        disabled={!carousel.canPrev}
        aria-label={labels.previous}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      {dots ? (
        <div className="flex items-center">
          {Array.from({ length: carousel.count }, (_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => carousel.goTo(i)}
              aria-label={labels.goTo(i + 1)}
              aria-current={i === carousel.index ? 'true' : undefined}
              className="group inline-flex h-11 w-7 items-center justify-center cursor-pointer focus-visible:outline-2 focus-visible:outline-accent-300"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  i === carousel.index
                    ? 'w-6 bg-accent-300'
                    : 'w-2.5 bg-white/60 group-hover:bg-white',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
      <button
        type="button"
        className={controlButton}
        onClick={carousel.next}
        disabled={!carousel.canNext}
        aria-label={labels.next}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
      {carousel.autoplay ? (
        <button
          type="button"
          className={controlButton}
          onClick={carousel.togglePlaying}
          aria-label={carousel.playing ? (labels.pause ?? 'Pausar') : (labels.play ?? 'Reproduzir')}
        >
          {carousel.playing ? (
            <Pause aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Play aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
      ) : null}
    </div>
  )
}
