import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { institutionalLinks, networkLinks } from '@/config/paths'
import { organization } from '@/config/organization'
import { CartContext, type CartContextValue } from '@/features/cart/cart-context'
import { wideScreen } from '@/testing/media'
import { renderWithProviders } from '@/testing/render'
import { Header } from './header'

let undoMedia: (() => void) | undefined
afterEach(() => {
  undoMedia?.()
  undoMedia = undefined
})

function cartWith(totalQuantity: number): CartContextValue {
  const noop = () => {}
  return {
    items: [],
    totalQuantity,
    isOpen: false,
    setOpen: noop,
    addItem: async () => {},
    increaseQuantity: noop,
    decreaseQuantity: noop,
    removeItem: noop,
    setQuantity: noop,
    clearCart: noop,
    checkoutCancelled: false,
    pendingCheckout: null,
    markCheckoutStarted: noop,
    keepCart: noop,
  }
}

test('the Institucional mega-menu lists the eight institutional routes', async () => {
  undoMedia = wideScreen()
  const { user } = renderWithProviders(<Header />)
  await user.click(await screen.findByRole('button', { name: 'Institucional' }))
  for (const link of institutionalLinks) {
    expect(screen.getByRole('link', { name: new RegExp(link.label) })).toHaveAttribute(
      'href',
      link.href,
    )
  }
})

test('the Redes & Projetos mega-menu lists the eight network routes, Recursos, Administrador and the external links', async () => {
  undoMedia = wideScreen()
  const { user } = renderWithProviders(<Header />)
  await user.click(await screen.findByRole('button', { name: 'Redes & Projetos' }))
  const nav = screen.getByRole('navigation', { name: 'Menus institucionais' })
  for (const link of networkLinks) {
    expect(within(nav).getByRole('link', { name: new RegExp(link.label) })).toHaveAttribute(
      'href',
      link.href,
    )
  }
  expect(within(nav).getByRole('heading', { name: 'Recursos' })).toBeInTheDocument()
  expect(within(nav).getByRole('heading', { name: 'Redes' })).toBeInTheDocument()
  expect(within(nav).getByRole('heading', { name: 'Projetos & Formação' })).toBeInTheDocument()
  expect(within(nav).getByRole('link', { name: 'Administrador' })).toHaveAttribute('href', '/admin')
  const executive = within(nav).getByRole('link', { name: /Sistema Executivo/ })
  expect(executive).toHaveAttribute('href', organization.links.executiveSystem)
  expect(executive).toHaveAttribute('target', '_blank')
  expect(executive).toHaveAttribute('rel', 'noopener noreferrer')
  const transparency = within(nav).getByRole('link', { name: /Portal da Transparência/ })
  expect(transparency).toHaveAttribute('href', organization.links.transparencyPortal)
  expect(transparency).toHaveAttribute('target', '_blank')
  expect(transparency).toHaveAttribute('rel', 'noopener noreferrer')
})

test('below 1360 px the mega-menus are not loaded: the menu button leads to the same routes', async () => {
  const { user } = renderWithProviders(<Header />)
  await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
  expect(screen.queryByRole('navigation', { name: 'Menus institucionais' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Institucional' })).toBeNull()
})

test('the header links to every main route', () => {
  renderWithProviders(<Header />)
  const main = screen.getByRole('navigation', { name: 'Principal' })
  expect(within(main).getByRole('link', { name: 'Programas' })).toHaveAttribute(
    'href',
    '/programas',
  )
  expect(within(main).getByRole('link', { name: 'Notícias' })).toHaveAttribute('href', '/noticias')
  expect(within(main).getByRole('link', { name: 'Loja' })).toHaveAttribute('href', '/store')
  expect(within(main).getByRole('link', { name: 'Portal de Conteúdos' })).toHaveAttribute(
    'href',
    '/portal-pdc',
  )
  expect(within(main).getByRole('link', { name: 'Manifestos' })).toHaveAttribute(
    'href',
    '/manifestos',
  )
  expect(within(main).getByRole('link', { name: 'Administrador' })).toHaveAttribute(
    'href',
    '/admin',
  )
  expect(screen.getAllByRole('link', { name: 'Participe!' })[0]).toHaveAttribute(
    'href',
    '/junte-se-a-nos',
  )
  expect(screen.getByRole('link', { name: 'MOV' })).toHaveAttribute('href', '/')
  const logo = screen.getByRole('link', { name: 'MOV — página inicial' })
  expect(logo).toHaveAttribute('href', '/')
  // Drawn inline: an <img> of an SVG costs a phone an SVG document of its own on the first load.
  expect(logo.querySelector('img')).toBeNull()
  expect(within(logo).getByRole('img', { name: 'MOV — página inicial' }).tagName).toBe('svg')
})

test('the cart badge is hidden when the cart is empty', () => {
  renderWithProviders(
    <CartContext.Provider value={cartWith(0)}>
      <Header />
    </CartContext.Provider>,
  )
  expect(screen.getByRole('button', { name: 'Abrir carrinho' })).toBeInTheDocument()
  expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument()
})

test('the cart badge shows the total quantity when above zero', () => {
  renderWithProviders(
    <CartContext.Provider value={cartWith(3)}>
      <Header />
    </CartContext.Provider>,
  )
  expect(screen.getByTestId('cart-badge')).toHaveTextContent('3')
  expect(screen.getByRole('button', { name: 'Abrir carrinho, 3 itens' })).toBeInTheDocument()
})

test('the cart button names a checkout in progress', () => {
  const pendingCheckout = {
    ref: 'abc',
    items: [],
    checkoutUrl: 'http://localhost/__checkout/1',
    startedAt: new Date().toISOString(),
  }
  renderWithProviders(
    <CartContext.Provider value={{ ...cartWith(2), pendingCheckout }}>
      <Header />
    </CartContext.Provider>,
  )
  expect(
    screen.getByRole('button', { name: 'Abrir carrinho, 2 itens, pagamento em andamento' }),
  ).toBeInTheDocument()
})

test('the mobile menu button toggles aria-expanded and reveals the same links', async () => {
  const { user } = renderWithProviders(<Header />)
  const button = screen.getByRole('button', { name: 'Abrir menu' })
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument()
  await user.click(button)
  expect(screen.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  const menu = screen.getByRole('navigation', { name: 'Menu' })
  for (const link of [...institutionalLinks, ...networkLinks]) {
    expect(within(menu).getByRole('link', { name: link.label })).toHaveAttribute('href', link.href)
  }
  for (const name of [
    'Programas',
    'Notícias',
    'Loja',
    'Portal de Conteúdos',
    'Manifestos',
    'Participe!',
  ]) {
    expect(within(menu).getAllByRole('link', { name })[0]).toBeInTheDocument()
  }
  expect(within(menu).getByRole('link', { name: /Sistema Executivo/ })).toHaveAttribute(
    'target',
    '_blank',
  )
  await user.keyboard('{Escape}')
  expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('"Doe" in the header and in the phone menu leads to /doar', async () => {
  const { user } = renderWithProviders(<Header />)
  const banner = screen.getByRole('banner')
  expect(within(banner).getByRole('link', { name: 'Doe' })).toHaveAttribute('href', '/doar')
  await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
  const menu = screen.getByRole('navigation', { name: 'Menu' })
  expect(within(menu).getByRole('link', { name: 'Doe' })).toHaveAttribute('href', '/doar')
})

test('the search button leads to the site search at /busca', () => {
  renderWithProviders(<Header />)
  expect(screen.getByRole('link', { name: 'Buscar no site' })).toHaveAttribute('href', '/busca')
})

test('choosing "Doe" in the phone menu closes the menu', async () => {
  const { user } = renderWithProviders(<Header />)
  await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
  const menu = screen.getByRole('navigation', { name: 'Menu' })
  await user.click(within(menu).getByRole('link', { name: 'Doe' }))
  expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})
