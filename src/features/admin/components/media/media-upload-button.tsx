import { Loader2, Upload } from 'lucide-react'
import { useRef, useState, type ChangeEvent } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'
import { uploadErrorMessage, useUploadMedia, type UploadPhase } from '@/staff/api/upload-media'
import { mediaMessages as m } from '@/staff/media-messages'
import { acceptAttribute, checkUpload, fileNameOf, isOptimizedType } from '@/staff/media-rules'

/**
 * Sends a file into exactly the folder on screen (the top level's uploads go to "geral"), after
 * the bucket's checks; the result (or the reason it was refused) comes as a toast.
 */
export function MediaUploadButton({ folder }: { folder: string }) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadMedia()
  const [phase, setPhase] = useState<UploadPhase>('sending')

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refusal = checkUpload(file, 'document')
    if (refusal) {
      toast({ title: m.uploadFailed, description: refusal, variant: 'destructive' })
      return
    }
    setPhase(isOptimizedType(file.type) ? 'optimizing' : 'sending')
    upload.mutate(
      { file, folder, dated: false, onPhase: setPhase },
      {
        onSuccess: ({ path, notice }) => {
          const description = m.uploadedToastDescription(
            fileNameOf(path),
            path.split('/').slice(0, -1).join('/'),
          )
          toast({
            title: m.uploadedToast,
            description: notice ? `${description} ${notice}` : description,
            variant: 'success',
          })
        },
        onError: (cause) =>
          toast({
            title: m.uploadFailed,
            description: uploadErrorMessage(cause),
            variant: 'destructive',
          }),
      },
    )
  }

  const label = folder ? m.uploadInto(folder) : m.uploadHere
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={acceptAttribute('document')}
        aria-label={label}
        tabIndex={-1}
        className="sr-only"
        onChange={handleFile}
        disabled={upload.isPending}
      />
      <button
        type="button"
        className={cn(
          buttonVariants({ variant: 'primary', size: 'md' }),
          'focus-visible:outline-brand-600',
        )}
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-busy={upload.isPending || undefined}
      >
        {upload.isPending ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <Upload aria-hidden="true" className="h-4 w-4" />
        )}
        {upload.isPending ? (phase === 'optimizing' ? m.optimizing : m.uploading) : m.uploadHere}
      </button>
    </>
  )
}
