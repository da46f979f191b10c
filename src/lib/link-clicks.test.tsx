// Plain links sent through the router by one handler (src/lib/link-clicks.ts): the same rule as
// react-router's <Link>, so a menu of plain anchors navigates inside the app.
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useLinkClicks } from './link-clicks'

// Whether the app took each click from the browser, read after React's handlers; then no click goes
// on to the browser (jsdom does not navigate).
let prevented: boolean[] = []
const record = (event: Event) => {
  prevented.push(event.defaultPrevented)
  event.preventDefault()
}
beforeEach(() => {
  prevented = []
  document.addEventListener('click', record)
})
afterEach(() => document.removeEventListener('click', record))

function Where() {
  const location = useLocation()
  return <p data-testid="onde">{location.pathname + location.search + location.hash}</p>
}

function Menu({ after }: { after?: () => void }) {
  const onClick = useLinkClicks(after)
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <nav aria-label="Menu" onClick={onClick}>
      <a href="/noticias?pagina=2#lista">Notícias</a>
      <a href="/">Início</a>
      <a href="/store" target="_blank" rel="noreferrer">
        Loja em outra aba
      </a>
      <a href="/arquivo.pdf" download>
        Baixar
      </a>
      <a href="https://exemplo.org/fora">Fora do site</a>
      <button type="button">Não é link</button>
    </nav>
  )
}

function renderMenu(after?: () => void) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Menu after={after} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

test('a click on an internal plain link navigates inside the app, with its query and hash, and runs `after`', async () => {
  const after = vi.fn()
  renderMenu(after)
  await userEvent.click(screen.getByRole('link', { name: 'Notícias' }))
  expect(screen.getByTestId('onde')).toHaveTextContent('/noticias?pagina=2#lista')
  expect(after).toHaveBeenCalledTimes(1)
})

test('the browser keeps what is not a plain in-app click: modifiers, other buttons, new tabs, downloads, other sites', () => {
  const after = vi.fn()
  renderMenu(after)
  const news = screen.getByRole('link', { name: 'Notícias' })
  fireEvent.click(news, { ctrlKey: true })
  fireEvent.click(news, { metaKey: true })
  fireEvent.click(news, { shiftKey: true })
  fireEvent.click(news, { altKey: true })
  fireEvent.click(news, { button: 1 })
  fireEvent.click(screen.getByRole('link', { name: 'Loja em outra aba' }))
  fireEvent.click(screen.getByRole('link', { name: 'Baixar' }))
  fireEvent.click(screen.getByRole('link', { name: 'Fora do site' }))
  fireEvent.click(screen.getByRole('button', { name: 'Não é link' }))
  expect(prevented).toEqual(Array(9).fill(false))
  expect(screen.getByTestId('onde')).toHaveTextContent(/^\/$/)
  expect(after).not.toHaveBeenCalled()
})

test('a plain click on an in-app link is taken from the browser (no page load)', () => {
  renderMenu()
  fireEvent.click(screen.getByRole('link', { name: 'Início' }))
  expect(prevented).toEqual([true])
})
