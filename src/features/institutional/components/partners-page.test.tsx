import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { partnerCategoryRow, partnerRow } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { PartnersPage } from './partners-page'

const sponsors = partnerCategoryRow(1, 'Patrocinadores', 1)
const support = partnerCategoryRow(2, 'Apoio Institucional', 2)

test('lists partners by category with links to their sites', async () => {
  server.use(
    restTable('partners', [
      partnerRow(1, support.id, { name: 'Universidade Federal' }),
      partnerRow(2, sponsors.id, {
        name: 'Instituto Aurora',
        site_url: 'https://aurora.example.org',
      }),
    ]),
    restTable('partner_categories', [support, sponsors]),
  )
  renderWithProviders(<PartnersPage />, { route: '/institucional/parceiros' })
  expect(screen.getByRole('heading', { level: 1, name: 'Parceiros' })).toBeInTheDocument()
  await screen.findByText('Universidade Federal')
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Patrocinadores',
    'Apoio Institucional',
  ])
  expect(screen.getByRole('link', { name: /Instituto Aurora/ })).toHaveAttribute('target', '_blank')
})

test('empty and error states', async () => {
  server.use(restTable('partners', []), restTable('partner_categories', [sponsors]))
  const { unmount } = renderWithProviders(<PartnersPage />)
  expect(await screen.findByText('Nenhum parceiro cadastrado.')).toBeInTheDocument()
  unmount()
  server.use(restError('partner_categories'))
  const { user } = renderWithProviders(<PartnersPage />)
  expect(await screen.findByText('Não foi possível carregar os parceiros.')).toBeInTheDocument()
  server.use(
    restTable('partners', [partnerRow(1, sponsors.id)]),
    restTable('partner_categories', [sponsors]),
  )
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('Parceiro 1')).toBeInTheDocument()
})
