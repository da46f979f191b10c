import { LazyMotion, MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'

const loadFeatures = () => import('./motion-features').then((m) => m.default)

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
