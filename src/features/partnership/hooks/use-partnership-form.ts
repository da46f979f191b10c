import { useRef, useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/toast'
import { useCreatePartnershipRequest } from '../api/create-partnership-request'
import {
  STEP_COUNT,
  emptyPartnershipForm,
  formatErrors,
  missingRequired,
  toPartnershipRow,
  type FieldErrors,
  type PartnershipField,
  type PartnershipFormValues,
} from '../form'
import { partnershipMessages as t } from '../messages'

export const LAST_STEP = STEP_COUNT - 1

/**
 * State and rules of the four-step proposal: Next checks the step (required toast, inline format
 * errors), submit sends once; success empties the form and holds `sentTo` (the e-mail the answer
 * will go to) for the confirmation shown in the dialog; an error keeps the draft.
 */
export function usePartnershipForm() {
  const [values, setValues] = useState<PartnershipFormValues>(emptyPartnershipForm)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [step, setStep] = useState(0)
  const [errors, setErrors] = useState<FieldErrors>({})
  const fieldsRef = useRef<HTMLDivElement>(null)
  const sendingRef = useRef(false)
  const mutation = useCreatePartnershipRequest()

  function focusField(field?: PartnershipField) {
    requestAnimationFrame(() => {
      const selector = field ? `[data-field="${field}"]` : '[data-field]'
      fieldsRef.current?.querySelector<HTMLElement>(selector)?.focus()
    })
  }

  function setField(field: PartnershipField | 'website', value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => (field !== 'website' && e[field] ? { ...e, [field]: undefined } : e))
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

  function finish() {
    setSentTo(values.email.trim())
    setValues(emptyPartnershipForm())
    setErrors({})
    setStep(0)
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
    sendingRef.current = true
    try {
      await mutation.mutateAsync(toPartnershipRow(values))
      finish()
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      toast({
        title: t.errorToast.title,
        description: t.errorToast.description(message),
        variant: 'destructive',
      })
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
    sentTo,
    /** Back to the (empty) form after the confirmation. */
    startOver: () => setSentTo(null),
    setField,
    back: () => goTo(step - 1),
    onSubmit,
  }
}
