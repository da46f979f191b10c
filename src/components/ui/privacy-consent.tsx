import { privacyLink } from '@/config/paths'
import { cn } from '@/lib/cn'
import { newTabNote, privacyConsentAction, privacyConsentStatement } from './primitive-messages'

/**
 * The line just above the submit button of a form that collects personal data, pointing to the
 * privacy notice. The notice opens in a new tab: every form that shows this line keeps what was
 * typed only while it is on screen (a dialog, or a page's own state), so leaving the page would
 * lose the draft.
 */
export function PrivacyConsent({
  action = privacyConsentAction,
  className,
}: {
  /** How the sentence opens, after the form's own button: "Ao enviar", "Ao criar a conta". */
  action?: string
  className?: string
}) {
  return (
    <p className={cn('text-sm leading-relaxed text-white/80', className)}>
      {action}, {privacyConsentStatement}{' '}
      <a
        href={privacyLink.href}
        target="_blank"
        rel="noopener"
        // The name says where the link opens (a visually hidden span would lose its leading space
        // in some name computations); it starts with the visible text.
        aria-label={`${privacyLink.label} ${newTabNote}`}
        className="font-semibold text-accent-300 underline underline-offset-4 hover:text-accent-200"
      >
        {privacyLink.label}
      </a>
      .
    </p>
  )
}
