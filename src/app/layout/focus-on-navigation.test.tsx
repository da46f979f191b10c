import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import {
  Link,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router-dom'
import { afterEach, expect, test, vi } from 'vitest'
import { FocusOnNavigation } from './focus-on-navigation'
import { focusPageHeading } from './focus-page-heading'

afterEach(() => {
  vi.useRealTimers()
})

function Layout() {
  const { search } = useLocation()
  return (
    <>
      <FocusOnNavigation mainId="conteudo" liveId="anuncio" />
      <p id="anuncio" aria-live="polite" />
      <nav>
        <Link to="/b">Ir para B</Link>
        <Link to="/lenta">Ir para a lenta</Link>
        <Link to="/a#parte">Ir para uma parte</Link>
      </nav>
      <p data-testid="query">{search}</p>
      <main id="conteudo" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  )
}

function PageA() {
  const navigate = useNavigate()
  return (
    <>
      <h1>Página A</h1>
      <label>
        Filtrar
        <input onChange={(e) => navigate(`?q=${e.target.value}`, { replace: true })} />
      </label>
      <h2 id="parte">Parte</h2>
    </>
  )
}

function SlowPage() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30)
    return () => clearTimeout(timer)
  }, [])
  return ready ? <h1>Página lenta</h1> : <p>Carregando…</p>
}

function renderApp(route = '/a') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/a" element={<PageA />} />
          <Route path="/b" element={<h1>Página B</h1>} />
          <Route path="/lenta" element={<SlowPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}

test('the first page keeps focus where the browser put it', async () => {
  renderApp()
  await screen.findByRole('heading', { name: 'Página A' })
  expect(document.body).toHaveFocus()
})

test('after moving to another page, focus is on its heading', async () => {
  const user = userEvent.setup()
  renderApp()
  await user.click(screen.getByRole('link', { name: 'Ir para B' }))
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Página B' })).toHaveFocus())
})

test('a heading that appears once the page has loaded gets the focus', async () => {
  const user = userEvent.setup()
  renderApp()
  await user.click(screen.getByRole('link', { name: 'Ir para a lenta' }))
  const heading = await screen.findByRole('heading', { name: 'Página lenta' })
  await waitFor(() => expect(heading).toHaveFocus())
})

test('typing in a filter that writes the query string keeps the focus in the field', async () => {
  const user = userEvent.setup()
  renderApp()
  const field = screen.getByRole('textbox', { name: 'Filtrar' })
  await user.type(field, 'saude')
  expect(screen.getByTestId('query')).toHaveTextContent('?q=saude')
  expect(field).toHaveFocus()
  expect(field).toHaveValue('saude')
})

test('a link to an anchor of the same page does not move focus to the heading', async () => {
  const user = userEvent.setup()
  renderApp('/b')
  const link = screen.getByRole('link', { name: 'Ir para uma parte' })
  await user.click(link)
  await screen.findByRole('heading', { name: 'Página A' })
  expect(screen.getByRole('heading', { name: 'Página A' })).not.toHaveFocus()
})

test('without a heading, focus goes to main and the title is announced', () => {
  vi.useFakeTimers()
  document.title = 'Notícias | MOV'
  const main = document.createElement('main')
  document.body.append(main)
  const announce = vi.fn()
  focusPageHeading(main, announce)
  act(() => void vi.advanceTimersByTime(5000))
  expect(main).toHaveFocus()
  expect(announce).toHaveBeenCalledWith('Notícias | MOV')
  main.remove()
})

test('a heading arriving after the visitor focused a field does not take the focus away', async () => {
  const main = document.createElement('main')
  const field = document.createElement('input')
  main.append(field)
  document.body.append(main)
  const stop = focusPageHeading(main, () => {})
  field.focus()
  const heading = document.createElement('h1')
  main.append(heading)
  // The observer reports the new heading in a microtask.
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(field).toHaveFocus()
  expect(heading).not.toHaveAttribute('tabindex')
  stop()
  main.remove()
})

test('focus inside a menu opened before the new page commits stays there', async () => {
  const main = document.createElement('main')
  const menu = document.createElement('div')
  menu.setAttribute('role', 'menu')
  const item = document.createElement('div')
  item.setAttribute('role', 'menuitem')
  item.tabIndex = -1
  menu.append(item)
  document.body.append(main, menu)
  item.focus()
  // The menu opened after the move, before the page's effect read where focus was.
  const stop = focusPageHeading(main, () => {}, document.activeElement)
  const heading = document.createElement('h1')
  main.append(heading)
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(item).toHaveFocus()
  stop()
  main.remove()
  menu.remove()
})
