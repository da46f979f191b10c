import { twoFactorMessages as m } from '../../two-factor-messages'
import { TotpCodeForm } from './code-form'
import { StepHeading, type StepFrameProps } from './step-heading'

/** "Verificação em duas etapas": a code of the person's factor raises the session to aal2. */
export function TwoFactorChallenge({
  factorId,
  onVerified,
  ...frame
}: StepFrameProps & { factorId: string; onVerified: () => void }) {
  return (
    <section className="grid gap-5">
      <StepHeading title={m.challengeTitle} text={m.challengeText} {...frame} />
      <TotpCodeForm
        factorId={factorId}
        submitLabel={m.verify}
        pendingLabel={m.verifying}
        onVerified={onVerified}
        tone={frame.tone}
      />
    </section>
  )
}
