import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router-dom'
import type { AdminAccount, SecondFactorStep } from '@/staff/account'
import { StaffAreaContext } from '@/staff/area'
import { AdminAccess, type AccessRules } from '@/staff/components/access/admin-access'
import { AdminNotFound } from '@/staff/components/admin-not-found'
import type { AdminNavEntry } from '@/staff/components/layout/nav-items'
import { StaffPanelLayout } from '@/staff/components/layout/staff-panel-layout'
import { ResourceListPage } from '@/staff/components/resource/resource-list-page'
import { ResourceCreateRoute, ResourceEditRoute } from '@/staff/components/resource/resource-routes'
import { navMessages, presidencyAccessMessages, presidencyArea } from '../messages'
import { presidencyPaths } from '../paths'
import { missoes } from '../resources/missoes'
import { recompensas } from '../resources/recompensas'
import { AwardPage } from './award-page'
import { CompletionsPage, RedemptionsPage } from './decision-pages'
import { PresidencyDashboard } from './presidency-dashboard'

const presidencyNav: readonly AdminNavEntry[] = [
  { kind: 'link', link: { href: presidencyPaths.root, label: navMessages.dashboard } },
  { kind: 'link', link: { href: presidencyPaths.award, label: navMessages.award } },
  { kind: 'link', link: { href: presidencyPaths.redemptions, label: navMessages.redemptions } },
  { kind: 'link', link: { href: presidencyPaths.completions, label: navMessages.completions } },
  {
    kind: 'group',
    title: navMessages.platform,
    links: [
      { href: presidencyPaths.missions, label: missoes.names.title },
      { href: presidencyPaths.rewards, label: recompensas.names.title },
    ],
  },
]

/** The general presidency of MOV+ and administrators; row-level security decides the same way. */
const presidencyAccess: AccessRules = {
  allows: (account) =>
    account.status === 'signed-in' &&
    (account.role === 'mov_plus_admin' || account.role === 'admin'),
  messages: presidencyAccessMessages,
}

/**
 * The MOV+ presidency behind the gate, mounted by the app at /mov-plus/admin/* inside the public
 * layout (the specification keeps that path's page dark; the screens sit on a light panel).
 */
export function PresidencyApp({
  account,
  accountSlot,
  secondFactor,
}: {
  account: AdminAccount
  accountSlot?: ReactNode
  secondFactor: SecondFactorStep
}) {
  const currentUserId = account.status === 'signed-in' ? account.userId : null
  return (
    <StaffAreaContext.Provider value={presidencyArea}>
      <StaffPanelLayout nav={presidencyNav} account={account} accountSlot={accountSlot}>
        <AdminAccess account={account} rules={presidencyAccess} secondFactor={secondFactor}>
          <Routes>
            <Route index element={<PresidencyDashboard />} />
            <Route path="pontos" element={<AwardPage />} />
            <Route path="resgates" element={<RedemptionsPage currentUserId={currentUserId} />} />
            <Route path="conclusoes" element={<CompletionsPage currentUserId={currentUserId} />} />
            {[missoes, recompensas].map((config) => [
              <Route
                key={`${config.slug}-list`}
                path={config.slug}
                element={<ResourceListPage key={config.slug} config={config} />}
              />,
              <Route
                key={`${config.slug}-new`}
                path={`${config.slug}/novo`}
                element={<ResourceCreateRoute key={config.slug} config={config} />}
              />,
              <Route
                key={`${config.slug}-edit`}
                path={`${config.slug}/:id`}
                element={<ResourceEditRoute key={config.slug} config={config} />}
              />,
            ])}
            <Route path="*" element={<AdminNotFound />} />
          </Routes>
        </AdminAccess>
      </StaffPanelLayout>
    </StaffAreaContext.Provider>
  )
}
