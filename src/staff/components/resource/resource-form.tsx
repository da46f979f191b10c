import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { toast } from '@/components/ui/toast'
import { adminError, type AdminError } from '../../api/errors'
import { RowConflictError } from '../../api/update-row'
import { useMediaUploading } from '../../api/upload-media'
import { formMessages as t } from '../../messages'
import { rowValues } from '../../resources/define'
import type { FormValues, ResourceConfig } from '../../resources/types'
import { adminButton } from '../admin-button'
import { useUnsavedChanges } from '../layout/unsaved-changes'
import { ResourceField } from './fields/resource-field'

export type Saved = Record<string, unknown>

export interface SubmitOptions {
  /** Replace a version someone else saved since the form loaded (after a conflict). */
  overwrite: boolean
}

interface ResourceFormProps {
  config: ResourceConfig
  defaultValues: FormValues
  /**
   * Sends the checked values (throws the server's error, a RowConflictError when someone else saved
   * the row since it loaded); the form then holds them as saved.
   */
  onSubmit: (values: Saved, options: SubmitOptions) => Promise<void>
  /** "Voltar para a lista" (or to the track, for a module). */
  backHref: string
  backLabel: string
  /** More of the form after the fields (a new row's place in the order). */
  extra?: ReactNode
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void
}

/**
 * A resource's create/edit form: the config's zod rules run on submit, then on every change,
 * with each pt-BR message next to its field and the focus on the first invalid one; nothing is
 * sent until they pass. A refusal from the server shows above the buttons (and in a toast) with
 * everything typed kept. Unsaved changes ask before leaving.
 */
export function ResourceForm({
  config,
  defaultValues,
  onSubmit,
  backHref,
  backLabel,
  extra,
  onDirtyChange,
}: ResourceFormProps) {
  const form = useForm<FormValues, unknown, Saved>({
    resolver: zodResolver(config.schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const { control, getValues, handleSubmit, reset, formState } = form
  const [serverError, setServerError] = useState<AdminError | null>(null)
  // Someone else saved the row since it loaded: what was typed stays, and may replace theirs.
  const [conflict, setConflict] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const [invalidAttempt, setInvalidAttempt] = useState(0)
  // A file on its way to the media library: saving now would store the address from before.
  const uploading = useMediaUploading()
  useUnsavedChanges(formState.isDirty)
  useEffect(() => {
    onDirtyChange?.(formState.isDirty)
  }, [formState.isDirty, onDirtyChange])

  // After a refused submit, the first field marked invalid (in the page's order) takes the focus.
  useEffect(() => {
    if (invalidAttempt === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [invalidAttempt])

  const save = async (values: Saved, overwrite = false) => {
    setServerError(null)
    setConflict(false)
    try {
      await onSubmit(values, { overwrite })
      reset(rowValues(config, values))
    } catch (error) {
      if (error instanceof RowConflictError) setConflict(true)
      const mapped = adminError(error)
      setServerError(mapped)
      toast({ title: t.saveError, description: mapped.message, variant: 'destructive' })
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) =>
        void handleSubmit(
          (values) => save(values),
          () => setInvalidAttempt((n) => n + 1),
        )(event)
      }
      className="grid max-w-3xl gap-6 rounded-2xl border border-gray-300 bg-white p-4 md:p-6"
    >
      <p className="text-sm text-gray-700">{t.requiredNote}</p>
      {Object.entries(config.fields).map(([name, field]) => (
        <ResourceField
          key={name}
          name={name}
          field={field}
          control={control}
          getValues={getValues}
        />
      ))}
      {extra}
      {serverError ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t.saveError}</p>
          <p className="mt-1 text-sm">
            {conflict ? t.conflict(config.names) : serverError.message}
          </p>
          {serverError.detail ? (
            <p className="mt-1 text-xs text-red-800">{serverError.detail}</p>
          ) : null}
          {conflict ? (
            <button
              type="button"
              className={adminButton({ variant: 'dangerOutline', className: 'mt-3' })}
              disabled={formState.isSubmitting || uploading}
              onClick={() => void handleSubmit((values) => save(values, true))()}
            >
              {t.saveAnyway}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={adminButton({ variant: 'primary' })}
          disabled={formState.isSubmitting || uploading}
          aria-busy={formState.isSubmitting || undefined}
        >
          {formState.isSubmitting ? (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
            />
          ) : null}
          {t.save}
        </button>
        <Link to={backHref} className={adminButton()}>
          {backLabel}
        </Link>
      </div>
    </form>
  )
}
