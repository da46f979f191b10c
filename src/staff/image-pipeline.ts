// The upload-time image pipeline (docs/decisions/responsive-images.md), staff-only and loaded
// lazily by uploadMedia: decode with the EXIF orientation applied, resize to the ladder of
// src/lib/image-variants.ts, encode WebP (JPEG where the browser cannot encode WebP). Re-encoding
// from pixels carries none of the original's metadata (EXIF, GPS, XMP), and the original is never
// uploaded.
import { MAX_VARIANT_WIDTH, variantHeight, variantWidths } from '@/lib/image-variants'
import { ImagePipelineError } from './media-rules'
import { mediaMessages as m } from './media-messages'

/** WebP quality: see the measured sizes in the decision note. */
export const WEBP_QUALITY = 0.78
/** JPEG quality of the fallback (JPEG needs a little more than WebP for the same look). */
export const JPEG_QUALITY = 0.8

export type OutputFormat = { type: 'image/webp'; ext: 'webp' } | { type: 'image/jpeg'; ext: 'jpg' }

export const WEBP: OutputFormat = { type: 'image/webp', ext: 'webp' }
export const JPEG: OutputFormat = { type: 'image/jpeg', ext: 'jpg' }

/**
 * The format an upload ends in, given what the browser produced when asked for WebP: canvases
 * that cannot encode a type silently return PNG (Safari), so anything but WebP means JPEG.
 */
export function formatAfterProbe(producedType: string): OutputFormat {
  return producedType === WEBP.type ? WEBP : JPEG
}

/** The pt-BR notice to show staff after an upload in `format` (null when all went as planned). */
export function formatNotice(format: OutputFormat): string | null {
  return format === WEBP ? null : m.jpegFallback
}

export interface EncodedVariant {
  width: number
  height: number
  blob: Blob
}

export interface OptimizedImage {
  format: OutputFormat
  /** The largest variant's size (the one a row stores). */
  width: number
  height: number
  /** Every width, smallest first. */
  variants: EncodedVariant[]
}

type Canvas = OffscreenCanvas | HTMLCanvasElement

function newCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

async function toBlob(canvas: Canvas, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality })
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImagePipelineError(m.optimizeFailed))),
      type,
      quality,
    ),
  )
}

/** The picture at `width`×`height`: a high-quality resize by the browser, or a smoothed draw. */
async function resized(source: ImageBitmap, width: number, height: number): Promise<Canvas> {
  const canvas = newCanvas(width, height)
  const context = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null
  if (!context) throw new ImagePipelineError(m.optimizeFailed)
  let bitmap: ImageBitmap | null = null
  if (width !== source.width) {
    try {
      bitmap = await createImageBitmap(source, {
        resizeWidth: width,
        resizeHeight: height,
        resizeQuality: 'high',
      })
    } catch {
      bitmap = null // older engines: the smoothed draw below
    }
  }
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap ?? source, 0, 0, width, height)
  bitmap?.close()
  return canvas
}

async function encode(canvas: Canvas, format: OutputFormat): Promise<Blob> {
  if (format === JPEG) {
    // JPEG has no transparency: paint it on white rather than black.
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | null
    if (context) {
      context.globalCompositeOperation = 'destination-over'
      context.fillStyle = '#fff'
      context.fillRect(0, 0, canvas.width, canvas.height)
    }
    return toBlob(canvas, JPEG.type, JPEG_QUALITY)
  }
  return toBlob(canvas, WEBP.type, WEBP_QUALITY)
}

/** Decodes a picked file with its EXIF orientation applied, or says in pt-BR that it cannot. */
async function decode(file: Blob): Promise<ImageBitmap> {
  if (typeof createImageBitmap !== 'function') throw new ImagePipelineError(m.cannotOptimize)
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new ImagePipelineError(m.unreadableImage)
  }
}

/**
 * Every width of one picked image, encoded (WebP, or JPEG where WebP cannot be encoded), none
 * wider than the original nor than the ladder's last rung.
 */
export async function optimizeImage(file: Blob): Promise<OptimizedImage> {
  const source = await decode(file)
  try {
    const largest = Math.min(source.width, MAX_VARIANT_WIDTH)
    const height = variantHeight(source.width, source.height, largest)
    const widths = variantWidths(largest).reverse() // largest first: it probes the format
    let format: OutputFormat = WEBP
    const variants: EncodedVariant[] = []
    for (const w of widths) {
      const h = variantHeight(largest, height, w)
      const canvas = await resized(source, w, h)
      let blob = await encode(canvas, format)
      if (variants.length === 0) {
        format = formatAfterProbe(blob.type)
        if (format === JPEG) blob = await encode(canvas, JPEG)
      }
      if (blob.type !== format.type) throw new ImagePipelineError(m.cannotOptimize)
      variants.unshift({ width: w, height: h, blob })
    }
    return { format, width: largest, height, variants }
  } finally {
    source.close()
  }
}
