import { LazyMotion, MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'
import { retryingImport } from '@/lib/chunk-reload'

// LazyMotion does not catch a failed load: offline, the import would reject unhandled and the
// animations would never come. Retried instead, when the connection is back.
const loadFeatures = () => retryingImport(() => import('./motion-features').then((m) => m.default))

/**
 * Wrap pages that animate with `m` components. Features load lazily (`domAnimation`), `strict`
 * forbids the heavy `motion` components, and `reducedMotion="user"` drops transform animations
 * when the visitor asks for reduced motion.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
