import type { ImgHTMLAttributes } from 'react'
import { parseImageVariants } from '@/lib/image-variants'

type ImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'alt' | 'sizes'
>

export interface ResponsiveImageProps extends ImgProps {
  src: string
  /** The text alternative ('' for a decorative image). */
  alt: string
  /** How wide the image's slot is (`sizes`), e.g. '(min-width: 768px) 50vw, 100vw'. */
  sizes: string
  /** The slot's intended size for any other address (its aspect ratio reserves the space). */
  width: number
  height: number
  /** The page's largest image above the fold (LCP): fetched eagerly and first. */
  priority?: boolean
}

/**
 * Every content image. An uploaded image (named by `src/lib/image-variants.ts`) gets `srcset` with
 * all its widths, a middle width as `src` and its intrinsic `width`/`height`; any other address
 * (seeded SVGs, the store's CDN) keeps its `src` with the slot's `width`/`height`, so nothing shifts
 * when it loads. Lazy and async by default; `priority` for the one LCP image of a page.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  priority,
  ...props
}: ResponsiveImageProps) {
  const v = parseImageVariants(src)
  return (
    <img
      decoding="async"
      {...props}
      alt={alt}
      src={v ? v.srcFor(v.widths[(v.widths.length - 1) >> 1] ?? v.width) : src}
      srcSet={v?.widths.map((w) => `${v.srcFor(w)} ${w}w`).join(', ')}
      sizes={v ? sizes : undefined}
      width={v?.width ?? width}
      height={v?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
