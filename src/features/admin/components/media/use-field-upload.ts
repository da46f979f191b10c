import { useState } from 'react'
import { adminError } from '../../api/errors'
import { useUploadMedia } from '../../api/upload-media'
import { mediaMessages as m } from '../../media-messages'
import { checkUpload, type MediaAccept } from '../../media-rules'

/**
 * An upload field's state: the bucket's checks before anything is sent, the upload, and the
 * texts to show (`problem` for the alert, `announcement` for the polite status).
 */
export function useFieldUpload({
  accept,
  folder,
  onUploaded,
  onSettled,
}: {
  accept: MediaAccept
  folder: string
  onUploaded: (publicUrl: string) => void
  onSettled?: () => void
}) {
  const upload = useUploadMedia()
  const [problem, setProblem] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')

  function send(file: File) {
    setAnnouncement('')
    const refusal = checkUpload(file, accept)
    setProblem(refusal)
    if (refusal) return
    upload.mutate(
      { file, folder },
      {
        onSuccess: ({ publicUrl }) => {
          onUploaded(publicUrl)
          setAnnouncement(m.uploaded)
        },
        onError: (cause) => setProblem(adminError(cause).message),
        onSettled,
      },
    )
  }

  /** Forget the last result (the value was typed or removed by hand). */
  function reset(nextAnnouncement = '') {
    setProblem(null)
    setAnnouncement(nextAnnouncement)
  }

  return { send, reset, uploading: upload.isPending, problem, announcement }
}
