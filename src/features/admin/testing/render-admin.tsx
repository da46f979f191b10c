import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { ana } from '@/testing/auth'
import { renderWithProviders } from '@/testing/render'
import type { AdminAccount } from '@/staff/account'
import { PassSecondFactor } from '@/staff/testing/pass-second-factor'
import { AdminApp } from '../components/admin-app'

export const adminAccount: AdminAccount = {
  status: 'signed-in',
  userId: ana.id,
  name: 'Ana Souza',
  role: 'admin',
}

/** The router's current path and query, for tests (hidden from assistive technology). */
function LocationProbe() {
  const { pathname, search } = useLocation()
  return (
    <div hidden data-testid="location">
      {pathname}
      {search}
    </div>
  )
}

/** The current URL (path and query) of the memory router. */
export function currentUrl(): string {
  return screen.getByTestId('location').textContent ?? ''
}

/** The admin area at `route` (under /admin/*), for the given account. */
export function renderAdmin(
  route: string,
  { account = adminAccount, extra }: { account?: AdminAccount; extra?: ReactNode } = {},
) {
  return renderWithProviders(
    <>
      <AdminApp account={account} secondFactor={PassSecondFactor} />
      <LocationProbe />
      {extra}
    </>,
    { route, path: '/admin/*' },
  )
}

/** Makes `(min-width: 768px)` match (a desktop) until the returned function runs. */
export function setDesktopViewport(): () => void {
  const original = window.matchMedia
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query === '(min-width: 768px)',
    media: query,
  })) as typeof window.matchMedia
  return () => {
    window.matchMedia = original
  }
}

/** A list's live-region message (not the toast's copy of it). */
export function findAnnouncement(text: string | RegExp) {
  return screen.findByText(text, { selector: 'p[role=status]' })
}
