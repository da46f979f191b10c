import { useLocation, useNavigate } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { homePath, loginPath, metaFor } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import { authPageMessages } from '@/features/auth/form-messages'
import { safeFrom } from '@/features/auth/redirect'

export function Component() {
  const meta = metaFor(loginPath)
  const navigate = useNavigate()
  const from = safeFrom(useLocation().state)
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <AuthCard
        title={authPageMessages.login.title}
        description={authPageMessages.login.description}
      >
        <LoginForm
          from={from}
          onSignedIn={() => void navigate(from ?? homePath, { replace: true })}
        />
      </AuthCard>
    </>
  )
}
