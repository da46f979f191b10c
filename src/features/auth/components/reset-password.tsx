import { CircleCheck, LinkIcon } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { homePath, forgotPasswordPath } from '@/config/paths'
import { useRecoveryLink, type Landing } from '../api/recovery-link'
import { recoveryMessages } from '../form-messages'
import { ResetPasswordForm } from './reset-password-form'

const m = recoveryMessages
const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-accent-300 underline underline-offset-4'

/** A message that takes focus when it appears, so it is read at once. */
function Notice({
  icon,
  title,
  children,
  role = 'status',
}: {
  icon: ReactNode
  title: string
  children: ReactNode
  /** null: the page's own content as opened (no live region), e.g. the page opened without a link. */
  role?: 'status' | 'alert' | null
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={role ?? undefined}
      className="grid justify-items-center gap-3 text-center outline-none"
    >
      {icon}
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  )
}

/**
 * The page an e-mail's reset link opens: checks the link, then asks for the new password. A bad,
 * used or expired link (or none) says so and offers to ask again.
 */
export function ResetPassword({ landing }: { landing: Landing }) {
  const link = useRecoveryLink(landing)
  const [outcome, setOutcome] = useState<'saved' | 'gone'>()

  if (outcome === 'saved') {
    return (
      <Notice
        icon={<CircleCheck aria-hidden="true" className="h-10 w-10 text-accent-300" />}
        title={m.doneTitle}
      >
        <p className="text-white/85">{m.done}</p>
        <Link to={homePath} className={linkClass}>
          {m.goHome}
        </Link>
      </Notice>
    )
  }
  if (link.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 text-white/85">
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
        {m.checking}
      </p>
    )
  }
  if (link.isError) {
    return (
      <Notice icon={null} title={m.checkFailed} role="alert">
        <p className="text-white/85">{m.unavailable}</p>
        <Button type="button" variant="outline" onClick={() => void link.refetch()}>
          {m.retry}
        </Button>
      </Notice>
    )
  }
  const data = link.data
  if (outcome === 'gone' || data.status === 'invalid') {
    const missing = outcome !== 'gone' && data.status === 'invalid' && data.reason === 'missing'
    return (
      <Notice
        icon={<LinkIcon aria-hidden="true" className="h-10 w-10 text-accent-300" />}
        title={missing ? m.missingTitle : m.expiredTitle}
        role={missing ? null : 'status'}
      >
        <p className="text-white/85">{missing ? m.missing : m.expired}</p>
        <Link to={forgotPasswordPath} className={linkClass}>
          {m.askAgain}
        </Link>
      </Notice>
    )
  }
  return (
    <ResetPasswordForm
      email={data.email}
      onSaved={() => setOutcome('saved')}
      onSessionGone={() => setOutcome('gone')}
    />
  )
}
