import { Seo } from '@/components/ui/seo'
import { metaFor } from '@/config/paths'
import { displayName, useAuth } from '@/features/auth/auth-context'
import { roleLabels } from '@/features/auth/messages'
import { AreaHome, type AreaAccount } from '@/features/restricted/components/area-home'
import { RestrictedPage } from '@/features/restricted/components/restricted-page'
import { areaPaths, type RestrictedArea } from '@/features/restricted/areas'

/** The signed-in account as a restricted area needs to know it. */
function useAreaAccount(): AreaAccount {
  const { loading, user, profile, profileLoading } = useAuth()
  if (loading || profileLoading) return { status: 'loading' }
  if (!user) return { status: 'signed-out' }
  const role = profile?.role ?? null
  return {
    status: 'signed-in',
    name: displayName(user, profile),
    role,
    roleLabel: role ? (roleLabels[role] ?? role) : null,
  }
}

/** A password-gated page (/admin, /escritor, /mov-plus/admin): the gate, then the area. */
export function RestrictedRoute({ area }: { area: RestrictedArea }) {
  const meta = metaFor(areaPaths[area])
  const account = useAreaAccount()
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <RestrictedPage area={area}>
        <AreaHome area={area} account={account} />
      </RestrictedPage>
    </>
  )
}
