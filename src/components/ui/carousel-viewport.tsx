import { AnimatePresence, m, type Variants } from 'framer-motion'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import type { Carousel, SlideDirection } from './carousel'

const slide: Variants = {
  enter: (direction: SlideDirection) => ({ x: `${direction * 100}%`, opacity: 0 }),
  center: { x: 0, opacity: 1 },
  exit: (direction: SlideDirection) => ({ x: `${direction * -100}%`, opacity: 0 }),
}

/**
 * Shows the carousel's current item, sliding in from the side the movement comes from. Needs a
 * <MotionProvider> above it; under reduced motion the slide becomes a fade. Announces the new
 * item politely only while auto-advance is off.
 */
export function CarouselViewport({
  carousel,
  children,
  className,
}: {
  carousel: Carousel
  /** The current item, already chosen by `carousel.index`. */
  children: ReactNode
  className?: string
}) {
  return (
    <div
      className={cn('relative overflow-hidden', className)}
      aria-live={carousel.playing ? 'off' : 'polite'}
    >
      <AnimatePresence initial={false} custom={carousel.direction} mode="popLayout">
        <m.div
          key={carousel.index}
          custom={carousel.direction}
          variants={slide}
          initial="enter"
          animate="center"
          exit="exit"
          transition={{ duration: 0.45, ease: 'easeOut' }}
        >
          {children}
        </m.div>
      </AnimatePresence>
    </div>
  )
}
