import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import {
  ImagePipelineError,
  isOptimizedType,
  MEDIA_BUCKET,
  mediaPath,
  mediaStem,
  variantPath,
  type MediaPathOptions,
} from '../media-rules'
import { adminError } from './errors'
import { mediaKeys } from './media-keys'

interface UploadedMedia {
  /**
   * The object's path inside the bucket: `<folder>/<yyyy>/<mm>/<random>-<slug>.<ext>`, or for an
   * optimized image its largest variant, `..._<W>x<H>_<W>.webp` (src/lib/image-variants.ts).
   */
  path: string
  /** The address to save in a row: the bucket is public, so anyone can read it. */
  publicUrl: string
  /** A pt-BR note for staff about how the file was stored (the JPEG fallback), if any. */
  notice: string | null
}

/** What an upload is doing: turning a photo into its sized variants, or sending bytes. */
export type UploadPhase = 'optimizing' | 'sending'

const CACHE_FOREVER = '31536000' // every path is new, never replaced

/**
 * Sends one file to the site-media bucket under a new, unique path (never replacing a file).
 * A JPEG, PNG, WebP or AVIF photo is first resized and re-encoded in the browser (EXIF dropped,
 * the original never sent) and all its widths are stored side by side; GIF and PDF go as they are.
 * Check it with `checkUpload` first; throws the Storage error or an ImagePipelineError (show it
 * with `uploadErrorMessage`).
 */
export async function uploadMedia(
  file: File,
  folder: string,
  options?: Pick<MediaPathOptions, 'dated'> & { onPhase?: (phase: UploadPhase) => void },
): Promise<UploadedMedia> {
  if (!isOptimizedType(file.type)) {
    options?.onPhase?.('sending')
    const bucket = (await getSupabase()).storage.from(MEDIA_BUCKET)
    const path = mediaPath(folder, file.name, file.type, options)
    const { error } = await bucket.upload(path, file, {
      contentType: file.type,
      cacheControl: CACHE_FOREVER,
      upsert: false,
    })
    if (error) throw error
    return { path, publicUrl: bucket.getPublicUrl(path).data.publicUrl, notice: null }
  }

  options?.onPhase?.('optimizing')
  // Staff-only, and only once a photo is picked: never part of any public page's code.
  const { optimizeImage, formatNotice } = await import('../image-pipeline')
  const image = await optimizeImage(file)
  options?.onPhase?.('sending')
  const bucket = (await getSupabase()).storage.from(MEDIA_BUCKET)
  const stem = mediaStem(folder, file.name, options)
  const sent: string[] = []
  try {
    // Largest last: a row can only point at a set whose every width is already there.
    for (const variant of image.variants) {
      const path = variantPath(stem, image.width, image.height, variant.width, image.format.ext)
      const { error } = await bucket.upload(path, variant.blob, {
        contentType: image.format.type,
        cacheControl: CACHE_FOREVER,
        upsert: false,
      })
      if (error) throw error
      sent.push(path)
    }
  } catch (cause) {
    // Leave no half set behind (best effort: the failure itself is what staff need to read).
    if (sent.length > 0) await bucket.remove(sent).catch(() => undefined)
    throw cause
  }
  const path = sent[sent.length - 1] ?? ''
  return {
    path,
    publicUrl: bucket.getPublicUrl(path).data.publicUrl,
    notice: formatNotice(image.format),
  }
}

/** The pt-BR message of a failed upload (the pipeline's own sentence, or the server's mapped). */
export function uploadErrorMessage(cause: unknown): string {
  return cause instanceof ImagePipelineError ? cause.message : adminError(cause).message
}

export function useUploadMedia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mediaKeys.upload(),
    mutationFn: ({
      file,
      folder,
      dated,
      onPhase,
    }: {
      file: File
      folder: string
      dated?: boolean
      onPhase?: (phase: UploadPhase) => void
    }) => uploadMedia(file, folder, { dated, onPhase }),
    // Only the library's lists: a new file changes no row until a form saves its address, and
    // refetching everything here would reload the very form the upload was made from.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  })
}

/**
 * Whether any file is being sent right now (from any UploadField or the library). A form with an
 * UploadField disables its save while this is true, so it never saves the address from before.
 */
export function useMediaUploading(): boolean {
  return useIsMutating({ mutationKey: mediaKeys.upload() }) > 0
}
