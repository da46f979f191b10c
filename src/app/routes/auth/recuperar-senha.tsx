import { useLocation } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
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

// Not pre-rendered (a form must not work before its code runs), so its head tags live here, not in
// pageMeta, which the first load carries.
export function Component() {
  const initialEmail = emailFrom(useLocation().state)
  return (
    <>
      <Seo
        title="Recuperar senha"
        description="Receba por e-mail um link para criar uma nova senha da sua conta do MOV."
      />
      <AuthCard
        title="Recuperar senha"
        description="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      >
        <ForgotPasswordForm initialEmail={initialEmail} />
      </AuthCard>
    </>
  )
}
