import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { partnerCategoryRow, partnerRow } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restTable } from '@/testing/rest-table'
import { Component as PartnersRoute } from './parceiros'

test('"Torne-se um Parceiro" on the partners page opens the partnership dialog', async () => {
  const sponsors = partnerCategoryRow(1, 'Patrocinadores', 1)
  server.use(
    restTable('partners', [partnerRow(1, sponsors.id, { name: 'Instituto Aurora' })]),
    restTable('partner_categories', [sponsors]),
  )
  const { user } = renderWithProviders(<PartnersRoute />, { route: '/institucional/parceiros' })
  await screen.findByText('Instituto Aurora')
  await user.click(screen.getByRole('button', { name: 'Torne-se um Parceiro' }))
  const dialog = await screen.findByRole('dialog', { name: 'Torne-se um Parceiro' })
  expect(dialog).toHaveAccessibleDescription(
    'Preencha as etapas para enviar sua proposta de parceria.',
  )
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1')
})
