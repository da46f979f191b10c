import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ResetPassword } from '@/features/auth/components/reset-password'

// Not pre-rendered (a form must not work before its code runs), so its head tags live here, not in
// pageMeta, which the first load carries.
export function Component() {
  const location = useLocation()
  // The address as the e-mail's link opened it: supabase-js removes the code once exchanged.
  const [landing] = useState(() => ({ search: location.search, hash: location.hash }))
  return (
    <>
      <Seo title="Criar nova senha" description="Crie uma nova senha para a sua conta do MOV." />
      <AuthCard
        title="Criar nova senha"
        description="Escolha uma nova senha para a sua conta do MOV."
      >
        <ResetPassword landing={landing} />
      </AuthCard>
    </>
  )
}
