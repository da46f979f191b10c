import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { authPaths, metaFor } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ResetPassword } from '@/features/auth/components/reset-password'

export function Component() {
  const meta = metaFor(authPaths.resetPassword)
  const location = useLocation()
  // The address as the e-mail's link opened it: supabase-js removes the code once exchanged.
  const [landing] = useState(() => ({ search: location.search, hash: location.hash }))
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <AuthCard
        title="Criar nova senha"
        description="Escolha uma nova senha para a sua conta do MOV."
      >
        <ResetPassword landing={landing} />
      </AuthCard>
    </>
  )
}
