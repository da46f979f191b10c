import { useLocation } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { authPageMessages } from '@/features/auth/form-messages'

const t = authPageMessages.forgotPassword

/** The e-mail typed on /login, carried by the "Esqueci minha senha" link. */
function emailFrom(state: unknown): string {
  const email =
    state && typeof state === 'object' && 'email' in state
      ? (state as { email: unknown }).email
      : undefined
  return typeof email === 'string' ? email : ''
}

// Not pre-rendered (a form must not work before its code runs), so its head tags are its own, not in
// pageMeta, which the first load carries.
export function Component() {
  const initialEmail = emailFrom(useLocation().state)
  return (
    <>
      <Seo title={t.title} description={t.metaDescription} />
      <AuthCard title={t.title} description={t.description}>
        <ForgotPasswordForm initialEmail={initialEmail} />
      </AuthCard>
    </>
  )
}
