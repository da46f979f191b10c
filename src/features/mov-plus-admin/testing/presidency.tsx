import { ana } from '@/testing/auth'
import { renderWithProviders } from '@/testing/render'
import type { AdminAccount } from '@/staff/account'
import { PassSecondFactor } from '@/staff/testing/pass-second-factor'
import { PresidencyApp } from '../components/presidency-app'

export const presidentAccount: AdminAccount = {
  status: 'signed-in',
  userId: ana.id,
  name: 'Ana Souza',
  role: 'mov_plus_admin',
}

/** The presidency at `route` (under /mov-plus/admin/*). */
export function renderPresidency(route: string, account: AdminAccount = presidentAccount) {
  return renderWithProviders(<PresidencyApp account={account} secondFactor={PassSecondFactor} />, {
    route,
    path: '/mov-plus/admin/*',
  })
}
