import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/toast'
import { useCreatePartnershipRequest } from '../api/create-partnership-request'
import { loadDraft, newDraft, saveDraft, type PartnershipDraft } from '../draft-storage'
import {
  STEP_COUNT,
  formatErrors,
  missingRequired,
  toPartnershipRow,
  type FieldErrors,
  type PartnershipField,
} from '../form'
import { partnershipMessages as t } from '../messages'
import { kindOf } from '../send-error'
import { useConnectionNotice } from './use-connection-notice'

export const LAST_STEP = STEP_COUNT - 1

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * State and rules of the four-step proposal: Next checks the step (required toast, inline format
 * errors), submit sends once; success (specification) empties the form, returns to step 0, calls
 * `onSent` (the dialog closes) and shows the success toast, with the next step (the e-mail the
 * answer goes to) below its specified texts; an error keeps the draft.
 *
 * The draft (fields, step, idempotency key) is kept in sessionStorage until it is sent. Offline,
 * nothing is sent: the dialog says so and, once the connection returns, asks before sending.
 */
export function usePartnershipForm({ onSent }: { onSent?: () => void } = {}) {
  const [draft, setDraft] = useState<PartnershipDraft>(() => loadDraft() ?? newDraft())
  const { values, step } = draft
  const [errors, setErrors] = useState<FieldErrors>({})
  const connection = useConnectionNotice()
  const fieldsRef = useRef<HTMLDivElement>(null)
  const sendingRef = useRef(false)
  const mutation = useCreatePartnershipRequest()

  useEffect(() => saveDraft(draft), [draft])

  // Focus moves in the same commit that shows the step or the errors (a layout effect), never a
  // frame later: a frame later, on a slow phone, it could pull the caret out of a field the
  // person had already started typing in (the text would land in the step's first field).
  const [focusRequest, setFocusRequest] = useState<{ field: PartnershipField | null } | null>(null)
  useLayoutEffect(() => {
    if (!focusRequest) return
    const selector = focusRequest.field ? `[data-field="${focusRequest.field}"]` : '[data-field]'
    fieldsRef.current?.querySelector<HTMLElement>(selector)?.focus()
  }, [focusRequest])

  function focusField(field?: PartnershipField) {
    setFocusRequest({ field: field ?? null })
  }

  function setField(field: PartnershipField | 'website', value: string) {
    setDraft((d) => ({ ...d, values: { ...d.values, [field]: value } }))
    setErrors((e) => (field !== 'website' && e[field] ? { ...e, [field]: undefined } : e))
  }

  function setStep(index: number) {
    setDraft((d) => ({ ...d, step: index }))
  }

  /** Checks one step; shows the toast or the inline errors and returns false when it cannot go on. */
  function checkStep(index: number): boolean {
    const missing = missingRequired(values, index)
    const invalid = formatErrors(values, index)
    if (missing.length > 0) {
      setErrors({
        ...invalid,
        ...Object.fromEntries(missing.map((f) => [f, t.requiredFieldError])),
      })
      toast({ ...t.requiredToast, variant: 'destructive' })
      focusField(missing[0])
      return false
    }
    const firstInvalid = Object.keys(invalid)[0] as PartnershipField | undefined
    if (firstInvalid) {
      setErrors(invalid)
      focusField(firstInvalid)
      return false
    }
    setErrors({})
    return true
  }

  function goTo(index: number) {
    setStep(Math.min(Math.max(index, 0), LAST_STEP))
    focusField()
  }

  /**
   * Sent: a new empty draft at step 0 with a new key (the saved draft is removed), the dialog
   * closes and the specified toast says so, with what happens next.
   */
  function finish() {
    const email = values.email.trim()
    setDraft(newDraft())
    setErrors({})
    connection.clear()
    onSent?.()
    toast({
      title: t.success.title,
      description: t.success.description,
      details: t.success.nextStep(email),
      variant: 'success',
      duration: t.success.duration,
    })
  }

  async function submit() {
    if (sendingRef.current) return
    for (let index = 0; index <= LAST_STEP; index += 1) {
      if (!checkStep(index)) {
        if (index !== step) setStep(index)
        return
      }
    }
    // A filled honeypot is a bot: pretend success and send nothing.
    if (values.website.trim() !== '') {
      finish()
      return
    }
    if (isOffline()) {
      connection.waitForConnection()
      return
    }
    connection.clear()
    sendingRef.current = true
    try {
      await mutation.mutateAsync(toPartnershipRow(values, draft.key))
      finish()
    } catch (error) {
      const kind = kindOf(error)
      if (kind === 'offline' && isOffline()) {
        connection.waitForConnection()
      } else {
        toast({
          title: t.errorToast.title,
          description: t.errorToast.description(t.errorReasons[kind]),
          variant: 'destructive',
        })
      }
    } finally {
      sendingRef.current = false
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (step < LAST_STEP) {
      if (checkStep(step)) goTo(step + 1)
    } else {
      void submit()
    }
  }

  return {
    values,
    step,
    errors,
    sending: mutation.isPending,
    fieldsRef,
    /** 'offline' while waiting for the connection, 'restored' when it is back (ask to send). */
    connectionNotice: connection.notice,
    /** The person's go-ahead, once back online, to send what was kept. */
    confirmSend: () => void submit(),
    setField,
    back: () => goTo(step - 1),
    onSubmit,
  }
}
