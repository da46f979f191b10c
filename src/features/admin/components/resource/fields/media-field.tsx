import type { InputHTMLAttributes } from 'react'
import { TextField } from '@/components/ui/field'

interface MediaFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  hint?: string
  error?: string
  required?: boolean
  accept: 'image' | 'document'
  folder: string
}

const defaultHint =
  'Um endereço completo (https://...) ou um caminho do site, como /images/foto.jpg.'

/**
 * An image or file column. Until the media library's UploadField arrives, the address is typed
 * (a full URL or a site path).
 */
export function MediaField({
  label,
  hint,
  error,
  required,
  accept: _accept,
  folder: _folder,
  ...input
}: MediaFieldProps) {
  return (
    <TextField
      tone="light"
      label={label}
      hint={hint ?? defaultHint}
      error={error}
      required={required}
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      {...input}
    />
  )
}
