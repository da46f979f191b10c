import { Loader2, Trash2, Upload } from 'lucide-react'
import { useId, useRef, useState, type DragEvent } from 'react'
import { controlClass } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import { AdminButton, adminButton } from '../admin-button'
import { mediaMessages as m } from '../../media-messages'
import { acceptAttribute, type MediaAccept } from '../../media-rules'
import { MediaPreview } from './media-preview'
import { useFieldUpload } from './use-field-upload'

interface UploadFieldProps {
  label: string
  /** The address saved in the row: a public Storage URL, an external URL or a site path. */
  value: string
  onChange: (url: string) => void
  onBlur?: () => void
  /** 'image': JPG/PNG/WebP/GIF/AVIF; 'document': those and PDF. */
  accept: MediaAccept
  /** The bucket folder new files go to (e.g. 'programas'); files land in <folder>/<yyyy>/<mm>/. */
  folder: string
  /** The form's validation message for this field. */
  error?: string
  required?: boolean
  hint?: string
  /** The address input's name (for forms that read it). */
  name?: string
}

/**
 * A URL field that can also upload: a file (picked or dropped) is checked against the bucket's
 * rules in the browser, sent to site-media, and its public address becomes the value. Existing
 * addresses (`/images/...`, external URLs) can still be typed. While a file is being sent the
 * field is `aria-busy` (and `data-uploading`) with its buttons disabled; forms hold their save
 * with `useMediaUploading()`.
 */
export function UploadField({
  label,
  value,
  onChange,
  onBlur,
  accept,
  folder,
  error,
  required,
  hint,
  name,
}: UploadFieldProps) {
  const id = useId()
  const group = useRef<HTMLFieldSetElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const chooseButton = useRef<HTMLButtonElement>(null)
  const [dragging, setDragging] = useState(false)

  function focusChooser() {
    // A focused button was disabled or removed: give keyboard users a place back (unless they
    // have moved on to another field meanwhile).
    requestAnimationFrame(() => {
      const active = document.activeElement
      const lost =
        !active ||
        active === document.body ||
        (active instanceof HTMLButtonElement && group.current?.contains(active))
      if (lost) chooseButton.current?.focus()
    })
  }

  const { send, reset, uploading, progress, problem, announcement } = useFieldUpload({
    accept,
    folder,
    onUploaded: onChange,
    onSettled: focusChooser,
  })

  const ids = {
    legend: `${id}-legend`,
    address: `${id}-address`,
    addressLabel: `${id}-address-label`,
    limits: `${id}-limits`,
    hint: `${id}-hint`,
    problem: `${id}-problem`,
    error: `${id}-error`,
  }
  const describedBy = [ids.limits, hint && ids.hint, problem && ids.problem, error && ids.error]
    .filter(Boolean)
    .join(' ')

  function dragOver(event: DragEvent) {
    if (uploading || !event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    setDragging(true)
  }

  function drop(event: DragEvent) {
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (uploading || !file) return
    event.preventDefault()
    send(file)
  }

  return (
    <fieldset
      ref={group}
      aria-busy={uploading || undefined}
      data-uploading={uploading || undefined}
      className="grid min-w-0 gap-2"
    >
      <legend id={ids.legend} className="mb-1.5 text-sm font-medium text-gray-900">
        {label}
        {required ? (
          <>
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>{' '}
            <span className="sr-only">(obrigatório)</span>
          </>
        ) : null}
      </legend>
      <div
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'grid gap-3 rounded-xl border p-3',
          dragging ? 'border-brand-600 bg-brand-100' : 'border-gray-300 bg-gray-50',
        )}
      >
        {value ? (
          <MediaPreview value={value} asImage={accept === 'image'} />
        ) : (
          <p className="text-sm text-gray-700">{m.none}</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={fileInput}
            type="file"
            accept={acceptAttribute(accept)}
            aria-label={m.fileInput(label)}
            aria-describedby={describedBy}
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0]
              // Picking the same file again must fire change again.
              event.target.value = ''
              if (file) send(file)
            }}
            disabled={uploading}
          />
          <button
            ref={chooseButton}
            type="button"
            className={adminButton()}
            onClick={() => fileInput.current?.click()}
            disabled={uploading}
            aria-describedby={describedBy}
          >
            <Upload aria-hidden="true" className="h-4 w-4" />
            {m.choose}
          </button>
          {value ? (
            <AdminButton
              variant="dangerOutline"
              onClick={() => {
                onChange('')
                reset(m.removed)
                focusChooser()
              }}
              disabled={uploading}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {m.remove}
            </AdminButton>
          ) : null}
          <p role="status" className="flex items-center gap-2 text-sm text-gray-800">
            {uploading ? (
              <>
                <Loader2
                  aria-hidden="true"
                  className="h-4 w-4 animate-spin motion-reduce:animate-none"
                />
                {progress}
              </>
            ) : (
              announcement
            )}
          </p>
        </div>
        {problem ? (
          <p id={ids.problem} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="grid gap-1.5">
          <label id={ids.addressLabel} htmlFor={ids.address} className="text-sm text-gray-800">
            {m.address}
          </label>
          <input
            id={ids.address}
            name={name}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={m.addressPlaceholder}
            value={value}
            onChange={(event) => {
              reset()
              onChange(event.target.value)
            }}
            onBlur={onBlur}
            readOnly={uploading}
            required={required}
            aria-labelledby={`${ids.legend} ${ids.addressLabel}`}
            aria-describedby={describedBy}
            aria-invalid={error || problem ? true : undefined}
            className={controlClass('light')}
          />
        </div>
      </div>
      <p id={ids.limits} className="text-xs text-gray-600">
        {accept === 'image' ? m.imageLimits : m.documentLimits}
      </p>
      {hint ? (
        <p id={ids.hint} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
