import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { MEDIA_BUCKET } from '@/staff/media-rules'

/** Storage's "nothing was removed", in the shape `adminError` reads (status 404). */
export class MediaNotFoundError extends Error {
  readonly statusCode = '404'
  constructor() {
    super('Object not found')
    this.name = 'MediaNotFoundError'
  }
}

/**
 * Removes one object from the site-media bucket. Storage answers 200 with an empty list when
 * the policies hide the object (or it is already gone), so that is reported as not found.
 */
export async function deleteMedia(path: string): Promise<void> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.storage.from(MEDIA_BUCKET).remove([path])
  if (error) throw error
  if (data.length === 0) throw new MediaNotFoundError()
}

export function useDeleteMedia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
