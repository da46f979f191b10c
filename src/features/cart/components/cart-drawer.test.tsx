import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useCart } from '../cart-context'
import { renderWithProviders } from '@/testing/render'
import { CartDrawer } from './cart-drawer'

function OpenButton() {
  const { setOpen } = useCart()
  return (
    <button type="button" onClick={() => setOpen(true)}>
      abrir
    </button>
  )
}

function setup() {
  return renderWithProviders(
    <>
      <OpenButton />
      <CartDrawer />
    </>,
  )
}

test('the drawer opens with the empty-cart texts and a R$ 0,00 subtotal', async () => {
  const { user } = setup()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  const dialog = screen.getByRole('dialog', { name: 'Seu Carrinho' })
  expect(dialog).toHaveTextContent('Seu carrinho está vazio')
  expect(dialog).toHaveTextContent('Explore nossos produtos e adicione itens!')
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 0,00')
})

test('Escape closes the drawer', async () => {
  const { user } = setup()
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  expect(screen.getByRole('dialog')).toBeInTheDocument()
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

test('the close button closes the drawer', async () => {
  const { user } = setup()
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  await user.click(screen.getByRole('button', { name: 'Fechar carrinho' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

test('a click on the backdrop closes the drawer', async () => {
  const { user } = setup()
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  await user.click(screen.getByTestId('dialog-overlay'))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})
