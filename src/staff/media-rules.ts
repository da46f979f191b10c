// The site-media bucket's rules, as supabase/migrations/20261123120000_admin_area.sql sets them,
// checked in the browser before any upload, and the object path every upload gets.
import { variantSuffix } from '@/lib/image-variants'
import { slugify } from '@/lib/slug'
import { mediaMessages } from './media-messages'

export const MEDIA_BUCKET = 'site-media'

/** The bucket's file_size_limit: 5 MiB. */
export const MAX_MEDIA_BYTES = 5_242_880

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const
const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const

export type MediaAccept = 'image' | 'document'
type MediaType = (typeof DOCUMENT_TYPES)[number]

/** The file extension each accepted type is stored with (never the one the file came with). */
const extensions: Record<MediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
}

/** The MIME types a field accepts. */
function allowedTypes(accept: MediaAccept): readonly MediaType[] {
  return accept === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES
}

/** The file input's `accept` attribute (types and extensions, so every picker filters). */
export function acceptAttribute(accept: MediaAccept): string {
  const types = allowedTypes(accept)
  const exts = types.map((type) => `.${extensions[type]}`)
  if (types.includes('image/jpeg')) exts.push('.jpeg')
  return [...types, ...exts].join(',')
}

const MEBIBYTE = 1_048_576
const oneDecimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const upToOneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })

/** A size as people read it: "900 B", "512 KB", "1,4 MB" (binary units, pt-BR decimals). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < MEBIBYTE) return `${upToOneDecimal.format(bytes / 1024)} KB`
  return `${upToOneDecimal.format(bytes / MEBIBYTE)} MB`
}

/**
 * Why the bucket would refuse this file (a pt-BR sentence), or null when it may be sent.
 * Sizes over the limit are rounded up, so a file just over 5 MB never reads "5,0 MB".
 */
export function checkUpload(file: Pick<File, 'size' | 'type'>, accept: MediaAccept): string | null {
  if (!(allowedTypes(accept) as readonly string[]).includes(file.type)) {
    return accept === 'image' ? mediaMessages.onlyImages : mediaMessages.imagesOrPdf
  }
  if (file.size === 0) return mediaMessages.emptyFile
  if (file.size > MAX_MEDIA_BYTES) {
    const megabytes = Math.ceil((file.size / MEBIBYTE) * 10) / 10
    return mediaMessages.tooBig(oneDecimal.format(megabytes), MAX_MEDIA_BYTES / MEBIBYTE)
  }
  return null
}

const SLUG_MAX = 80

/** A folder as safe path segments ("Programas/../2026" -> "programas/2026"); "geral" if none. */
function safeFolder(folder: string): string {
  const segments = folder
    .split('/')
    .map((segment) => slugify(segment, SLUG_MAX))
    .filter(Boolean)
  return segments.length > 0 ? segments.join('/') : 'geral'
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes))
  return [...values].map((value) => value.toString(16).padStart(2, '0')).join('')
}

export interface MediaPathOptions {
  /** The upload's moment (its year and month, in UTC). */
  now?: Date
  /**
   * Whether to add `<yyyy>/<mm>/` after the folder (the default). The media library turns it
   * off to upload into exactly the folder on screen.
   */
  dated?: boolean
}

/**
 * The object path of a new upload without its extension: `<folder>/<yyyy>/<mm>/<8 hex>-<slug>`,
 * with the year and month in UTC and the slug from the file name without its extension.
 */
export function mediaStem(
  folder: string,
  fileName: string,
  { now = new Date(), dated = true }: MediaPathOptions = {},
): string {
  const base = fileName.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  const stem = dot >= 0 ? base.slice(0, dot) : base
  const slug = slugify(stem, SLUG_MAX) || 'arquivo'
  const year = String(now.getUTCFullYear())
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  const date = dated ? `/${year}/${month}` : ''
  return `${safeFolder(folder)}${date}/${randomHex(4)}-${slug}`
}

/**
 * The object path of a new upload: `<folder>/<yyyy>/<mm>/<8 hex>-<slug>.<ext>`, the extension
 * from the MIME type. Throws for a type the bucket does not take (check with `checkUpload` first).
 */
export function mediaPath(
  folder: string,
  fileName: string,
  mimeType: string,
  options: MediaPathOptions = {},
): string {
  const ext = extensions[mimeType as MediaType]
  if (!ext) throw new Error(`mediaPath: unsupported type ${mimeType}`)
  return `${mediaStem(folder, fileName, options)}.${ext}`
}

/**
 * The path of width `w` of an optimized upload (src/lib/image-variants.ts):
 * `<stem>_<W>x<H>_<w>.<ext>`, W×H being the largest variant's size.
 */
export function variantPath(stem: string, width: number, height: number, w: number, ext: string) {
  return `${stem}${variantSuffix(width, height, w, ext)}`
}

/**
 * Types the upload pipeline re-encodes into sized WebP variants (image-pipeline.ts). GIF (maybe
 * animated) and PDF are stored as they are.
 */
const OPTIMIZED_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']

export function isOptimizedType(type: string): boolean {
  return OPTIMIZED_TYPES.includes(type)
}

/** A failure of the image pipeline, with the pt-BR sentence to show staff as its message. */
export class ImagePipelineError extends Error {
  override name = 'ImagePipelineError'
}

/** What the content tables' CHECK constraints accept for a URL column: http(s) or a site path. */
export const MEDIA_ADDRESS_PATTERN = /^(https?:\/\/\S+|\/[^/\s]\S*)$/

/** The last path segment of an address, decoded ("/images/a%20b.png" -> "a b.png"). */
export function fileNameOf(address: string): string {
  const withoutQuery = address.split(/[?#]/)[0] ?? ''
  const last = withoutQuery.split('/').filter(Boolean).pop() ?? ''
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif|avif|svg)$/i

/** Whether an address names an image (by its extension), for previews. */
export function looksLikeImage(address: string): boolean {
  return IMAGE_EXTENSION.test(fileNameOf(address))
}
