import type { UseQueryResult } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import type { Page } from './paged-list'
import { ListStates } from './paged-list'
import { PendingSection } from './section-heading'
import { SLOW_TEXT } from './slow-notice'
import { PageSpinner } from './spinner'

test('a page spinner says, in its own status, that the load is slow after 8 s', () => {
  vi.useFakeTimers()
  render(<PageSpinner />)
  const status = screen.getByRole('status')
  expect(status).toHaveTextContent('Carregando...')
  expect(status).not.toHaveTextContent(SLOW_TEXT)
  act(() => vi.advanceTimersByTime(8000))
  expect(screen.getByRole('status')).toHaveTextContent(SLOW_TEXT)
})

test('a home section waiting for its rows keeps its heading and says it is slow after 8 s', () => {
  vi.useFakeTimers()
  render(
    <PendingSection id="secao" title="Manifestos">
      <div>placeholder</div>
    </PendingSection>,
  )
  expect(screen.getByRole('region', { name: 'Manifestos' })).toHaveAttribute('aria-busy', 'true')
  expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument()
  act(() => vi.advanceTimersByTime(7999))
  expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument()
  act(() => vi.advanceTimersByTime(1))
  expect(screen.getByRole('status')).toHaveTextContent(SLOW_TEXT)
  expect(screen.getByRole('region', { name: 'Manifestos' })).toContainElement(
    screen.getByRole('status'),
  )
})

test('a list still loading says it is slow after 8 s; the notice goes with the skeleton', () => {
  vi.useFakeTimers()
  const pending = { isPending: true, isError: false } as UseQueryResult<Page<{ id: number }>>
  const { rerender } = render(
    <ListStates query={pending} skeleton={<div>esqueleto</div>} error="Erro" empty="Vazio">
      {() => <p>lista</p>}
    </ListStates>,
  )
  act(() => vi.advanceTimersByTime(8000))
  expect(screen.getByRole('status')).toHaveTextContent(SLOW_TEXT)
  const done = {
    isPending: false,
    isError: false,
    data: { items: [{ id: 1 }], total: 1 },
  } as UseQueryResult<Page<{ id: number }>>
  rerender(
    <ListStates query={done} skeleton={<div>esqueleto</div>} error="Erro" empty="Vazio">
      {() => <p>lista</p>}
    </ListStates>,
  )
  expect(screen.getByText('lista')).toBeInTheDocument()
  expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument()
})
