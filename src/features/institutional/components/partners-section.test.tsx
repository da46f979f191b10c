import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { partnerCategoryRow, partnerRow } from '@/testing/content-factories'
import { failedSection } from '@/testing/failed-section'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { PartnersSection } from './partners-section'

const companies = partnerCategoryRow(1, 'Empresas', 2)
const institutions = partnerCategoryRow(2, 'Instituições', 1)
const empty = partnerCategoryRow(3, 'Governo', 3)

test('partners are grouped under their categories in the categories display_order', async () => {
  const queries: Record<string, URLSearchParams> = {}
  server.use(
    restTable(
      'partners',
      [
        partnerRow(1, companies.id),
        partnerRow(2, institutions.id),
        partnerRow(3, companies.id),
        partnerRow(4, null),
      ],
      {
        onRequest: (url) => void (queries.partners = url.searchParams),
      },
    ),
    restTable('partner_categories', [companies, institutions, empty], {
      onRequest: (url) => void (queries.categories = url.searchParams),
    }),
  )
  renderWithProviders(<PartnersSection />)
  await screen.findByRole('heading', { name: 'Nossos Parceiros' })
  // The heading shows while the rows load (it is in the pre-rendered HTML): wait for the rows.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
  expect(queries.partners?.get('order')).toBe('display_order.asc')
  expect(queries.categories?.get('order')).toBe('display_order.asc')
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Instituições',
    'Empresas',
    'Outros parceiros',
  ])
  const group = screen.getByRole('region', { name: 'Empresas' })
  expect(
    within(group)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Parceiro 1', 'Parceiro 3'])
})

test('a partner with site_url links to it in a new tab; one without is not a link', async () => {
  server.use(
    restTable('partners', [
      partnerRow(1, companies.id, { site_url: 'https://empresa.example.org' }),
      partnerRow(2, companies.id),
    ]),
    restTable('partner_categories', [companies]),
  )
  renderWithProviders(<PartnersSection />)
  const link = await screen.findByRole('link', { name: /Parceiro 1/ })
  expect(link).toHaveAttribute('href', 'https://empresa.example.org')
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  expect(screen.queryByRole('link', { name: /Parceiro 2/ })).not.toBeInTheDocument()
  expect(screen.getByText('Parceiro 2')).toBeInTheDocument()
})

test('a failed read keeps the heading and shows an error; "Tentar novamente" reads again', async () => {
  server.use(restError('partners'), restTable('partner_categories', [companies]))
  const { user } = renderWithProviders(<PartnersSection />)
  const retry = await failedSection('Nossos Parceiros')
  server.use(restTable('partners', [partnerRow(1, companies.id)]))
  await user.click(retry)
  expect(await screen.findByText('Parceiro 1')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
