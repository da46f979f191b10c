import { Fragment, type ReactNode } from 'react'
import { Route, Routes } from 'react-router-dom'
import type { AdminAccount, SecondFactorStep } from '@/staff/account'
import { AdminAccess } from '@/staff/components/access/admin-access'
import { AdminNotFound } from '@/staff/components/admin-not-found'
import { AdminLayout } from '@/staff/components/layout/admin-layout'
import { ResourceListPage } from '@/staff/components/resource/resource-list-page'
import {
  ChildCreateRoute,
  ChildEditRoute,
  ResourceCreateRoute,
  ResourceEditRoute,
} from '@/staff/components/resource/resource-routes'
import { adminNav } from '../nav'
import { resources } from '../resources/registry'
import { Dashboard } from './dashboard/dashboard'
import { ActivityPage } from './history/activity-page'
import { TrashPage } from './history/trash-page'
import { MediaLibraryPage } from './media/media-library-page'
import { PeoplePage } from './people/people-page'
import { ProposalDetailPage } from './proposals/proposal-detail-page'
import { ProposalsPage } from './proposals/proposals-page'

/**
 * The admin area behind the gate, mounted by the app at /admin/* (paths here are relative to it):
 * its layout, the account check, then the screens.
 */
export function AdminApp({
  account,
  accountSlot,
  secondFactor,
}: {
  account: AdminAccount
  accountSlot?: ReactNode
  secondFactor: SecondFactorStep
}) {
  return (
    <AdminLayout nav={adminNav} account={account} accountSlot={accountSlot}>
      <AdminAccess account={account} secondFactor={secondFactor}>
        <Routes>
          <Route index element={<Dashboard />} />
          {resources.map((config) => (
            <Fragment key={config.slug}>
              <Route
                path={config.slug}
                element={<ResourceListPage key={config.slug} config={config} />}
              />
              <Route
                path={`${config.slug}/novo`}
                element={<ResourceCreateRoute key={config.slug} config={config} />}
              />
              <Route
                path={`${config.slug}/:id`}
                element={<ResourceEditRoute key={config.slug} config={config} />}
              />
              {config.child ? (
                <>
                  <Route
                    path={`${config.slug}/:id/${config.child.config.slug}/novo`}
                    element={<ChildCreateRoute parent={config} child={config.child} />}
                  />
                  <Route
                    path={`${config.slug}/:id/${config.child.config.slug}/:childId`}
                    element={<ChildEditRoute parent={config} child={config.child} />}
                  />
                </>
              ) : null}
            </Fragment>
          ))}
          <Route path="propostas" element={<ProposalsPage />} />
          <Route path="propostas/:id" element={<ProposalDetailPage />} />
          {account.status === 'signed-in' ? (
            <Route path="pessoas" element={<PeoplePage currentUserId={account.userId} />} />
          ) : null}
          <Route path="midia" element={<MediaLibraryPage />} />
          <Route path="atividade" element={<ActivityPage />} />
          <Route path="lixeira" element={<TrashPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </AdminAccess>
    </AdminLayout>
  )
}
