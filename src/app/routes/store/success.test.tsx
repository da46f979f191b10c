import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { Component as SuccessPage } from './success'

test('the return page thanks the shopper, confirms the order and links back to the store', () => {
  renderWithProviders(<SuccessPage />, { route: '/success' })
  expect(screen.getByRole('heading', { level: 1, name: 'Pedido recebido!' })).toBeInTheDocument()
  expect(screen.getByText('Obrigado pela sua compra na loja do MOV.')).toBeInTheDocument()
  expect(
    screen.getByText(/A página de pagamento confirmou o recebimento do seu pedido/),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', '/store')
})
