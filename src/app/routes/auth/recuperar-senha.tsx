import { useLocation } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { authPaths, metaFor } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'

/** The e-mail typed on /login, carried by the "Esqueci minha senha" link. */
function emailFrom(state: unknown): string {
  const email =
    state && typeof state === 'object' && 'email' in state
      ? (state as { email: unknown }).email
      : undefined
  return typeof email === 'string' ? email : ''
}

export function Component() {
  const meta = metaFor(authPaths.forgotPassword)
  const initialEmail = emailFrom(useLocation().state)
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <AuthCard
        title="Recuperar senha"
        description="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      >
        <ForgotPasswordForm initialEmail={initialEmail} />
      </AuthCard>
    </>
  )
}
