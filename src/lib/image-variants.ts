// The naming convention of uploaded images (docs/decisions/responsive-images.md): every width of
// one upload sits beside the others under one key prefix, and each name carries the largest
// width's intrinsic size and its own width:
//   <folder>/<yyyy>/<mm>/<random>-<slug>_<W>x<H>_<w>.<webp|jpg>
// A row stores the `_<W>` one; the widths themselves follow from W alone (`variantWidths`), so a
// URL is enough to build `srcset` without any database column.

/** The widths an upload is resized to (none wider than the original). */
export const VARIANT_LADDER: readonly number[] = [320, 640, 960, 1280, 1920]

/** The widest variant: an original wider than this is scaled down to it. */
export const MAX_VARIANT_WIDTH = 1920

/**
 * The widths of an upload whose largest variant is `largest` px wide, smallest first: the ladder's
 * rungs clearly narrower than it (under 85%, so no two variants are nearly the same) and itself.
 */
export function variantWidths(largest: number): number[] {
  return [...VARIANT_LADDER.filter((w) => w < largest * 0.85), largest]
}

/** The height of width `w` of a `width`×`height` image (the encoder and the parser agree on it). */
export function variantHeight(width: number, height: number, w: number): number {
  return Math.max(1, Math.round((height * w) / width))
}

/** The file name suffix of one variant: `_<W>x<H>_<w>.<ext>`. */
export function variantSuffix(width: number, height: number, w: number, ext: string): string {
  return `_${width}x${height}_${w}.${ext}`
}

export interface ImageVariants {
  /** Every width available, smallest first. */
  widths: number[]
  /** The largest variant's intrinsic size. */
  width: number
  height: number
  /** The address of width `w` (one of `widths`). */
  srcFor: (w: number) => string
}

const VARIANT_NAME = /^(.*)_([1-9]\d{0,4})x([1-9]\d{0,4})_([1-9]\d{0,4})\.(webp|jpg|avif)$/

/**
 * The variants an address names, or null for any address outside the convention (seeded SVGs,
 * external images, a hand-typed URL). A query string or fragment is kept on every width.
 */
export function parseImageVariants(url: string): ImageVariants | null {
  const cut = url.search(/[?#]/)
  const path = cut >= 0 ? url.slice(0, cut) : url
  const tail = cut >= 0 ? url.slice(cut) : ''
  const match = VARIANT_NAME.exec(path)
  if (!match) return null
  const [, stem = '', w1, h1, own, ext = ''] = match
  const width = Number(w1)
  const height = Number(h1)
  if (width > MAX_VARIANT_WIDTH || stem.endsWith('/')) return null
  const widths = variantWidths(width)
  if (!widths.includes(Number(own))) return null
  return {
    widths,
    width,
    height,
    srcFor: (w) => `${stem}${variantSuffix(width, height, w, ext)}${tail}`,
  }
}
