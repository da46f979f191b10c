import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { MEDIA_BUCKET, mediaPath, type MediaPathOptions } from '../media-rules'
import { mediaKeys } from './media-keys'

interface UploadedMedia {
  /** The object's path inside the bucket (`<folder>/<yyyy>/<mm>/<random>-<slug>.<ext>`). */
  path: string
  /** The address to save in a row: the bucket is public, so anyone can read it. */
  publicUrl: string
}

/**
 * Sends one file to the site-media bucket under a new, unique path (never replacing a file).
 * Check it with `checkUpload` first; throws the Storage error (map it with `adminError`).
 */
export async function uploadMedia(
  file: File,
  folder: string,
  options?: Pick<MediaPathOptions, 'dated'>,
): Promise<UploadedMedia> {
  const path = mediaPath(folder, file.name, file.type, options)
  const supabase = await getSupabase()
  const bucket = supabase.storage.from(MEDIA_BUCKET)
  const { error } = await bucket.upload(path, file, {
    contentType: file.type,
    cacheControl: '31536000',
    upsert: false,
  })
  if (error) throw error
  const { data } = bucket.getPublicUrl(path)
  return { path, publicUrl: data.publicUrl }
}

export function useUploadMedia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mediaKeys.upload(),
    mutationFn: ({ file, folder, dated }: { file: File; folder: string; dated?: boolean }) =>
      uploadMedia(file, folder, { dated }),
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
