import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { decodePixPayload } from '../brcode'
import { DonationPage } from './donation-page'

test('/doar shows the donation content as a page: heading, amount, PIX, then the bank details', () => {
  renderWithProviders(<DonationPage />, { route: '/doar' })
  expect(screen.getByRole('heading', { level: 1, name: 'Faça uma Doação' })).toBeInTheDocument()
  expect(screen.getByText('Sua contribuição é muito importante para nós!')).toBeInTheDocument()
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
  expect(headings).toEqual(['PIX', 'Transferência bancária'])
  expect(screen.getByRole('group', { name: 'Valor da doação' })).toBeInTheDocument()
  expect(screen.getByLabelText('Chave PIX (CNPJ)')).toHaveValue('11222333000181')
  expect(screen.getByLabelText('Conta')).toHaveValue('1234567-8')
  expect(screen.getByText('Copiar todos os dados')).toBeInTheDocument()
})

test('on /doar the chosen amount goes into the code that "Copiar código Pix (copia e cola)" copies', async () => {
  const { user } = renderWithProviders(<DonationPage />, { route: '/doar' })
  await user.click(screen.getByRole('radio', { name: 'R$ 20' }))
  const main = screen.getByRole('button', { name: 'Copiar código Pix (copia e cola)' })
  await user.click(main)
  expect(main).toHaveTextContent('Copiado')
  expect(decodePixPayload(await navigator.clipboard.readText())).toMatchObject({
    ok: true,
    value: { amount: '20.00', key: '11222333000181' },
  })
})
