import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ResetPassword } from '@/features/auth/components/reset-password'
import { authPageMessages } from '@/features/auth/form-messages'

const t = authPageMessages.resetPassword

// Not pre-rendered (a form must not work before its code runs), so its head tags are its own, not in
// pageMeta, which the first load carries.
export function Component() {
  const location = useLocation()
  // The address as the e-mail's link opened it: supabase-js removes the code once exchanged.
  const [landing] = useState(() => ({ search: location.search, hash: location.hash }))
  return (
    <>
      <Seo title={t.title} description={t.metaDescription} />
      <AuthCard title={t.title} description={t.description}>
        <ResetPassword landing={landing} />
      </AuthCard>
    </>
  )
}
