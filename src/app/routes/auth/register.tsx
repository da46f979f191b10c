import { useLocation, useNavigate } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { homePath, metaFor, registerPath } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/auth-card'
import { RegisterForm } from '@/features/auth/components/register-form'
import { authPageMessages } from '@/features/auth/form-messages'
import { safeFrom } from '@/features/auth/redirect'

export function Component() {
  const meta = metaFor(registerPath)
  const navigate = useNavigate()
  const from = safeFrom(useLocation().state)
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <AuthCard
        title={authPageMessages.register.title}
        description={authPageMessages.register.description}
      >
        <RegisterForm
          from={from}
          onSignedIn={() => void navigate(from ?? homePath, { replace: true })}
        />
      </AuthCard>
    </>
  )
}
