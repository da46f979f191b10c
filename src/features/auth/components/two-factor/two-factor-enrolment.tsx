import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'
import { useAuth } from '../../auth-context'
import { totpEnrolmentQueryOptions } from '../../api/enroll-totp'
import { mfaKeys } from '../../api/mfa-keys'
import { twoFactorErrorMessage } from '../../api/two-factor-error'
import { twoFactorMessages as m } from '../../two-factor-messages'
import { TotpCodeForm } from './code-form'
import { StepHeading, type StepFrameProps } from './step-heading'

/**
 * "Ative a verificação em duas etapas": a new TOTP factor's QR code and secret, then its first code.
 * `text` is the paragraph under the heading (the staff areas' or the members').
 */
export function TwoFactorEnrolment({
  text,
  onEnabled,
  ...frame
}: StepFrameProps & { text: string; onEnabled?: () => void }) {
  const { session } = useAuth()
  const userId = session?.user.id ?? ''
  const queryClient = useQueryClient()
  const enrolment = useQuery({ ...totpEnrolmentQueryOptions(userId), enabled: Boolean(userId) })
  const light = frame.tone === 'light'

  function onVerified() {
    toast({ title: m.enabled, variant: 'success' })
    // Not the enrolment itself: it is still on screen, and a refetch would enrol again.
    void queryClient.invalidateQueries({ queryKey: mfaKeys.factors(userId) })
    onEnabled?.()
  }

  return (
    <section className="grid gap-5">
      <StepHeading title={m.enrolTitle} text={text} {...frame} />
      {enrolment.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="font-semibold">{m.prepareFailed}</p>
          <p>{twoFactorErrorMessage(enrolment.error, m.prepareFailed)}</p>
          <Button
            variant="outline"
            size="sm"
            className={light ? 'hover:bg-gray-100' : undefined}
            onClick={() => void enrolment.refetch()}
          >
            {m.retry}
          </Button>
        </div>
      ) : !enrolment.data ? (
        <Spinner label={m.preparing} className="min-h-40 justify-center" />
      ) : (
        <>
          <div className="grid justify-items-start gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
            {/* White around the code whatever the surface: scanners need the quiet zone. */}
            <img
              src={enrolment.data.qrCode}
              alt={m.qrAlt}
              width={192}
              height={192}
              className="h-48 w-48 max-w-full rounded-xl bg-white p-2"
            />
            <div className="grid min-w-0 max-w-full gap-2">
              <p className="text-sm font-medium">{m.secretLabel}</p>
              <code
                className={cn(
                  'select-all break-all rounded-lg px-3 py-2 font-mono text-base',
                  light ? 'bg-gray-100 text-gray-900' : 'bg-ink-950 text-white',
                )}
              >
                {enrolment.data.secret}
              </code>
              <CopyButton
                text={enrolment.data.secret}
                className={cn(
                  'inline-flex min-h-11 w-fit items-center gap-2 rounded-full border px-4 text-sm font-semibold',
                  light ? 'border-gray-400 hover:bg-gray-100' : 'border-white/40 hover:bg-white/10',
                )}
              >
                {m.copySecret}
              </CopyButton>
            </div>
          </div>
          <TotpCodeForm
            factorId={enrolment.data.factorId}
            submitLabel={m.enable}
            pendingLabel={m.enabling}
            onVerified={onVerified}
            tone={frame.tone}
          />
        </>
      )}
    </section>
  )
}
