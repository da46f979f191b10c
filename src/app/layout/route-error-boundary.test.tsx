import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { Route, Routes } from 'react-router-dom'
import { renderWithProviders } from '@/testing/render'
import { AppLayout } from './app-layout'

let broken = true

function FragilePage() {
  if (broken) throw new Error('Falha ao desenhar a página')
  return <h1>Página recuperada</h1>
}

function renderSite(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<h1>Página inicial</h1>} />
        <Route path="/fragil" element={<FragilePage />} />
      </Route>
    </Routes>,
    { route },
  )
}

/** React reports an error caught by a boundary with one console.error; the test expects it. */
function expectConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {})
}

// The first test renders the whole layout (header, footer) cold: on a busy machine, more than 5 s.
vi.setConfig({ testTimeout: 15_000 })

afterEach(() => {
  broken = true
  vi.restoreAllMocks()
})

test('a page that throws shows the pt-BR error inside the layout, with focus on its heading', async () => {
  const consoleError = expectConsoleErrors()
  renderSite('/fragil')
  const alert = await screen.findByRole('alert')
  const heading = screen.getByRole('heading', { level: 1, name: 'Algo deu errado nesta página' })
  expect(alert).toContainElement(heading)
  expect(heading).toHaveFocus()
  // The failed page wrote no title: the boundary names the document.
  await waitFor(() => expect(document.title).toBe('Algo deu errado | MOV'))
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/')
  // The header and footer stay usable around it.
  expect(screen.getByRole('banner')).toBeInTheDocument()
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
  expect(consoleError).toHaveBeenCalledTimes(1)
  expect(consoleError.mock.calls[0]).toContainEqual(
    expect.objectContaining({ message: 'Falha ao desenhar a página' }),
  )
})

test('"Tentar novamente" renders the page again once the cause is gone', async () => {
  expectConsoleErrors()
  const { user } = renderSite('/fragil')
  await screen.findByRole('heading', { name: 'Algo deu errado nesta página' })
  broken = false
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByRole('heading', { name: 'Página recuperada' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('"Tentar novamente" shows the error again while the page still fails', async () => {
  const consoleError = expectConsoleErrors()
  const { user } = renderSite('/fragil')
  await screen.findByRole('heading', { name: 'Algo deu errado nesta página' })
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(
    await screen.findByRole('heading', { name: 'Algo deu errado nesta página' }),
  ).toBeInTheDocument()
  expect(consoleError).toHaveBeenCalledTimes(2)
})

test('moving to another page clears the error', async () => {
  expectConsoleErrors()
  const { user } = renderSite('/fragil')
  await screen.findByRole('heading', { name: 'Algo deu errado nesta página' })
  await user.click(screen.getByRole('link', { name: 'Voltar para o início' }))
  expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument()
  expect(screen.queryByText('Algo deu errado nesta página')).not.toBeInTheDocument()
})
