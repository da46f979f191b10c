import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { PrivacyConsent } from '@/components/ui/privacy-consent'
import { Spinner } from '@/components/ui/spinner'
import { STEP_COUNT } from '../form'
import { LAST_STEP, usePartnershipForm } from '../hooks/use-partnership-form'
import { partnershipMessages as t } from '../messages'
import { ConnectionNotice } from './connection-notice'
import { HoneypotField } from './honeypot-field'
import { StepFields } from './step-fields'
import { StepProgress } from './step-progress'

export function PartnershipDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  // The draft lives outside the dialog's content, so closing and reopening keeps what was typed,
  // and in sessionStorage, so a reload keeps it too.
  // Once sent, the dialog closes (specification) and the success toast says what happens next.
  const form = usePartnershipForm({ onSent: () => onOpenChange(false) })
  const { values, step, errors, sending, fieldsRef, setField, back, onSubmit } = form
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* The shared dialog body scrolls inside the frame: the close button stays in view. */}
        <div className="grid gap-6">
          <div className="grid gap-1 pr-10">
            <DialogTitle className="text-2xl font-bold">{t.title}</DialogTitle>
            <DialogDescription className="text-white/85">{t.subtitle}</DialogDescription>
          </div>
          <StepProgress step={step} total={STEP_COUNT} />
          <form
            noValidate
            onSubmit={onSubmit}
            className="grid gap-6"
            aria-busy={sending || undefined}
          >
            <fieldset disabled={sending} className="min-w-0">
              <legend className="sr-only">{t.stepTitles[step]}</legend>
              <div ref={fieldsRef}>
                <StepFields step={step} values={values} errors={errors} onChange={setField} />
              </div>
            </fieldset>
            <HoneypotField
              value={values.website}
              onChange={(value) => setField('website', value)}
            />
            {step === LAST_STEP ? (
              <PrivacyConsent action={t.consentAction} className="-mb-2" />
            ) : null}
            <ConnectionNotice
              notice={form.connectionNotice}
              sending={sending}
              onConfirm={form.confirmSend}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Button
                variant="outline"
                className="text-white"
                disabled={step === 0 || sending}
                onClick={back}
              >
                {t.previous}
              </Button>
              {step < LAST_STEP ? (
                <Button key="next" type="submit" variant="accent">
                  {t.next}
                </Button>
              ) : (
                <Button key="submit" type="submit" variant="accent" disabled={sending}>
                  {sending ? (
                    <Spinner
                      label={t.sending}
                      className="[&>span:first-child]:h-4 [&>span:first-child]:w-4"
                    />
                  ) : null}
                  {t.submit}
                </Button>
              )}
            </div>
          </form>
        </div>
      </DialogContent>
    </Dialog>
  )
}
