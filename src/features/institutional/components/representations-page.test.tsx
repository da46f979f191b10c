import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { representationRow } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { RepresentationsPage } from './representations-page'

test('lists representations under the four categories as second-level headings', async () => {
  server.use(
    restTable('representacoes', [
      representationRow(1, 'CONSELHOS DE DIREITO', { name: 'Conselho Estadual de Juventude' }),
      representationRow(2, 'FÓRUNS & PACTOS', { name: 'Fórum Estadual de Juventudes' }),
      representationRow(3, null, { name: 'Sem categoria' }),
    ]),
  )
  renderWithProviders(<RepresentationsPage />, { route: '/institucional/representacoes' })
  expect(screen.getByRole('heading', { level: 1, name: 'Representações' })).toBeInTheDocument()
  await screen.findByText('Conselho Estadual de Juventude')
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'FÓRUNS & PACTOS',
    'CONSELHOS DE DIREITO',
  ])
  expect(screen.queryByText('Sem categoria')).not.toBeInTheDocument()
  await expect.poll(() => document.title).toBe('Representações | MOV')
})

test('empty and error states', async () => {
  server.use(restTable('representacoes', []))
  const { unmount } = renderWithProviders(<RepresentationsPage />)
  expect(await screen.findByText('Nenhuma representação cadastrada.')).toBeInTheDocument()
  unmount()
  server.use(restError('representacoes'))
  const { user } = renderWithProviders(<RepresentationsPage />)
  expect(
    await screen.findByText('Não foi possível carregar as representações.'),
  ).toBeInTheDocument()
  server.use(restTable('representacoes', [representationRow(1, 'FÓRUNS & PACTOS')]))
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('Representação 1')).toBeInTheDocument()
})
