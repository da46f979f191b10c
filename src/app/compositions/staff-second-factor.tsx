import { useEffect, type ReactNode } from 'react'
import { Seo } from '@/components/ui/seo'
import { useStaffArea } from '@/staff/area'
import { noteSessionAssurance } from '@/staff/assurance'
import { AdminErrorState, AdminSpinner } from '@/staff/components/states'
import { TwoFactorChallenge } from '@/features/auth/components/two-factor/two-factor-challenge'
import { TwoFactorEnrolment } from '@/features/auth/components/two-factor/two-factor-enrolment'
import { useSecondFactor } from '@/features/auth/hooks/use-second-factor'
import { twoFactorMessages as m } from '@/features/auth/two-factor-messages'

/**
 * The staff areas' second-factor step (docs/decisions/staff-two-factor.md): a session at aal2 sees
 * the area; at aal1 the person enters a code of their factor, or sets one up first. Verifying gives
 * supabase-js a new session at aal2, whose new access token makes the level be read again, and the
 * area opens.
 */
export function StaffSecondFactor({ children }: { children: ReactNode }) {
  const step = useSecondFactor()
  const area = useStaffArea()
  const level =
    step.status === 'verified'
      ? 'aal2'
      : step.status === 'challenge' || step.status === 'enrol'
        ? 'aal1'
        : null
  useEffect(() => {
    // The area's error messages explain a refusal at aal1 by the second factor (staff/api/errors).
    if (!level) return
    noteSessionAssurance(level)
    // Out of the area (or signed out), nothing is known about the next session.
    return () => noteSessionAssurance(null)
  }, [level])

  if (step.status === 'loading') return <AdminSpinner label={m.checking} />
  if (step.status === 'error')
    return <AdminErrorState title={m.checkFailed} error={step.error} onRetry={step.retry} />
  if (step.status === 'verified') return children
  const title = step.status === 'challenge' ? m.challengeTitle : m.enrolTitle
  return (
    <div className="max-w-2xl rounded-2xl border border-gray-300 bg-white p-5 text-gray-900 sm:p-8">
      <Seo title={`${title} · ${area.name}`} description={area.description} />
      {step.status === 'challenge' ? (
        <TwoFactorChallenge
          factorId={step.factorId}
          onVerified={() => undefined}
          headingLevel={1}
          tone="light"
          notice={m.staffWhy}
        />
      ) : (
        <TwoFactorEnrolment
          text={m.staffEnrolText}
          headingLevel={1}
          tone="light"
          notice={m.staffWhy}
        />
      )}
    </div>
  )
}
