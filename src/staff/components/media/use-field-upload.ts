import { useState } from 'react'
import { uploadErrorMessage, useUploadMedia, type UploadPhase } from '../../api/upload-media'
import { mediaMessages as m } from '../../media-messages'
import { checkUpload, isOptimizedType, type MediaAccept } from '../../media-rules'

/**
 * An upload field's state: the bucket's checks before anything is sent, the upload (a photo is
 * optimized first), and the texts to show (`problem` for the alert, `progress` while busy and
 * `announcement` after, in the polite status).
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
  const [phase, setPhase] = useState<UploadPhase>('sending')

  function send(file: File) {
    setAnnouncement('')
    const refusal = checkUpload(file, accept)
    setProblem(refusal)
    if (refusal) return
    setPhase(isOptimizedType(file.type) ? 'optimizing' : 'sending')
    upload.mutate(
      { file, folder, onPhase: setPhase },
      {
        onSuccess: ({ publicUrl, notice }) => {
          onUploaded(publicUrl)
          setAnnouncement(notice ? `${m.uploaded} ${notice}` : m.uploaded)
        },
        onError: (cause) => setProblem(uploadErrorMessage(cause)),
        onSettled,
      },
    )
  }

  /** Forget the last result (the value was typed or removed by hand). */
  function reset(nextAnnouncement = '') {
    setProblem(null)
    setAnnouncement(nextAnnouncement)
  }

  /** What the field says while busy: "Otimizando imagem…", then "Enviando arquivo...". */
  const progress = phase === 'optimizing' ? m.optimizing : m.uploading
  return { send, reset, uploading: upload.isPending, progress, problem, announcement }
}
