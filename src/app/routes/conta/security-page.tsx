import { NoIndex, Seo } from '@/components/ui/seo'
import { AuthCard } from '@/features/auth/components/auth-card'
import { AccountSecurity } from '@/features/auth/components/two-factor/account-security'
import { twoFactorMessages as m } from '@/features/auth/two-factor-messages'

// Not pre-rendered (it depends on who is signed in), so its head tags live here, not in pageMeta,
// which the first load carries.
/** /conta/seguranca: the second factor of the signed-in account. */
export function SecurityPage() {
  return (
    <>
      <Seo title={m.securityTitle} description={m.securityDescription} />
      <NoIndex />
      <AuthCard title={m.securityTitle} description={m.securityDescription}>
        <AccountSecurity />
      </AuthCard>
    </>
  )
}
