import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test } from 'vitest'
import { ana } from '@/testing/auth'
import { renderWithProviders } from '@/testing/render'
import type { AdminAccount } from '../../account'
import { AdminAccess } from './admin-access'

/** The second-factor step of a session at aal1: it asks for the code and shows nothing else. */
function AsksForCode({ children }: { children: ReactNode }) {
  void children
  return <h1>Verificação em duas etapas</h1>
}

const signedInAs = (role: string | null): AdminAccount => ({
  status: 'signed-in',
  userId: ana.id,
  name: 'Ana Souza',
  role,
})

function renderAccess(account: AdminAccount) {
  return renderWithProviders(
    <AdminAccess account={account} secondFactor={AsksForCode}>
      <p>Conteúdo do painel</p>
    </AdminAccess>,
    { route: '/admin', path: '/admin' },
  )
}

test('an account whose role cannot be read yet (a verified factor at aal1) is asked for the code first', () => {
  renderAccess(signedInAs(null))
  expect(screen.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeInTheDocument()
  expect(screen.queryByText(/sem perfil definido/)).not.toBeInTheDocument()
  expect(screen.queryByText('Conteúdo do painel')).not.toBeInTheDocument()
})

test('a member is told the area needs another role, and is not asked for a code', () => {
  renderAccess(signedInAs('user'))
  expect(screen.getByText(/com o perfil de membro/)).toBeInTheDocument()
  expect(
    screen.queryByRole('heading', { name: 'Verificação em duas etapas' }),
  ).not.toBeInTheDocument()
})

test('an admin passes through the second-factor step to the area', () => {
  renderAccess(signedInAs('admin'))
  expect(screen.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeInTheDocument()
  expect(screen.queryByText(/Para usar esta área/)).not.toBeInTheDocument()
})
