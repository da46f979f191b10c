import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { organization } from '@/config/organization'
import { renderWithProviders } from '@/testing/render'
import { Footer } from './footer'

test.each(['Instagram do MOV', 'Facebook do MOV', 'LinkedIn do MOV'])(
  'the %s button shows the under-construction toast',
  async (name) => {
    const { user } = renderWithProviders(<Footer />)
    await user.click(screen.getByRole('button', { name }))
    expect(await screen.findByText('🚧 Funcionalidade em construção!')).toBeInTheDocument()
    expect(
      screen.getByText('Estamos trabalhando nisso. Fique ligado para mais novidades! 🚀'),
    ).toBeInTheDocument()
  },
)

test('the footer shows the seal, address, phone, e-mail and CNPJ', () => {
  renderWithProviders(<Footer />)
  expect(screen.getByRole('img', { name: /Selo ODS/ })).toBeInTheDocument()
  expect(screen.getByText(/2025-2026/)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: organization.phone })).toHaveAttribute(
    'href',
    `tel:${organization.phoneE164}`,
  )
  expect(screen.getByRole('link', { name: organization.email })).toHaveAttribute(
    'href',
    `mailto:${organization.email}`,
  )
  expect(screen.getByText(`CNPJ: ${organization.cnpj}`)).toBeInTheDocument()
  expect(screen.getByText(new RegExp(organization.address.city))).toBeInTheDocument()
})

test('the footer invites to donate, linking to /doar', () => {
  renderWithProviders(<Footer />)
  expect(screen.getByRole('link', { name: 'Doe para o MOV' })).toHaveAttribute('href', '/doar')
})

test('the footer links to the privacy notice and the accessibility statement', () => {
  renderWithProviders(<Footer />)
  const legal = screen.getByRole('list', { name: 'Informações legais' })
  expect(within(legal).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
    'href',
    '/privacidade',
  )
  expect(within(legal).getByRole('link', { name: 'Acessibilidade' })).toHaveAttribute(
    'href',
    '/acessibilidade',
  )
})
