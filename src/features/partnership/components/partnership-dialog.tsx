import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
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
import { StepFields } from './step-fields'
import { StepProgress } from './step-progress'

const LAST_STEP = STEP_COUNT - 1

export function PartnershipDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // The draft lives outside the dialog's content, so closing and reopening keeps what was typed.
  const [values, setValues] = useState<PartnershipFormValues>(emptyPartnershipForm)
  const [step, setStep] = useState(0)
  const [errors, setErrors] = useState<FieldErrors>({})
  const fieldsRef = useRef<HTMLDivElement>(null)
  const sendingRef = useRef(false)
  const mutation = useCreatePartnershipRequest()
  const sending = mutation.isPending

  function focusField(field?: PartnershipField) {
    requestAnimationFrame(() => {
      const root = fieldsRef.current
      const target = field ? root?.querySelector<HTMLElement>(`[data-field="${field}"]`) : root?.querySelector<HTMLElement>('[data-field]')
      target?.focus()
    })
  }

  function setField(field: PartnershipField, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e))
  }

  /** Checks one step; shows the toast or the inline errors and returns false when it cannot go on. */
  function checkStep(index: number): boolean {
    const missing = missingRequired(values, index)
    const invalid = formatErrors(values, index)
    if (missing.length > 0) {
      setErrors({ ...invalid, ...Object.fromEntries(missing.map((f) => [f, t.requiredFieldError])) })
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
    setStep(index)
    focusField()
  }

  function finish() {
    toast({ ...t.successToast, variant: 'success' })
    setValues(emptyPartnershipForm())
    setErrors({})
    setStep(0)
    onOpenChange(false)
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
      toast({ title: t.errorToast.title, description: t.errorToast.description(message), variant: 'destructive' })
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

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-6">
        <div className="grid gap-1 pr-8">
          <DialogTitle className="text-2xl font-bold">{t.title}</DialogTitle>
          <DialogDescription className="text-white/85">{t.subtitle}</DialogDescription>
        </div>
        <StepProgress step={step} total={STEP_COUNT} />
        <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-busy={sending || undefined}>
          <fieldset disabled={sending} className="min-w-0">
            <legend className="sr-only">{t.stepTitles[step]}</legend>
            <div ref={fieldsRef}>
              <StepFields step={step} values={values} errors={errors} onChange={setField} />
            </div>
          </fieldset>
          {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label>
              {t.honeypotLabel}
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(e) => setValues((v) => ({ ...v, website: e.target.value }))}
              />
            </label>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="outline" className="text-white" disabled={step === 0 || sending} onClick={() => goTo(Math.max(0, step - 1))}>
              {t.previous}
            </Button>
            {step < LAST_STEP ? (
              <Button key="next" type="submit" variant="accent">
                {t.next}
              </Button>
            ) : (
              <Button key="submit" type="submit" variant="accent" disabled={sending} aria-disabled={sending || undefined}>
                {sending ? <Spinner label={t.sending} className="[&>span:first-child]:h-4 [&>span:first-child]:w-4" /> : null}
                {t.submit}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
