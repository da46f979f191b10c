import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { proposalRow } from '@/testing/admin-factories'
import { adminRest, type AdminRequest } from '@/testing/admin-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { proposalsMessages as t } from '../proposals-messages'
import { useNewProposalsCount } from './get-new-proposals-count'

function Badge() {
  const count = useNewProposalsCount()
  return <p>{count.data === undefined ? 'carregando' : t.newCount(count.data)}</p>
}

test('counts the proposals still "nova" with a HEAD request (no rows downloaded)', async () => {
  const requests: AdminRequest[] = []
  server.use(
    ...adminRest(
      {
        parcerias_solicitacoes: [
          proposalRow(1),
          proposalRow(2, { status: 'tratada', handled_at: '2026-11-02T00:00:00Z' }),
          proposalRow(3),
        ],
      },
      { requests },
    ),
  )
  renderWithProviders(<Badge />)
  expect(await screen.findByText('2 propostas novas')).toBeInTheDocument()
  expect(requests).toHaveLength(1)
  expect(requests[0]!.method).toBe('HEAD')
  expect(requests[0]!.url.searchParams.get('status')).toBe('eq.nova')
})
