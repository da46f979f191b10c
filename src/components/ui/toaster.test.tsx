import { act, fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { toast } from './toast'
import { Toaster } from './toaster'

test('a new toast replaces the one on screen', () => {
  render(<Toaster />)
  act(() => {
    toast({ title: 'Primeiro aviso' })
  })
  expect(screen.getByText('Primeiro aviso')).toBeInTheDocument()
  act(() => {
    toast({ title: 'Segundo aviso', variant: 'success' })
  })
  expect(screen.getByText('Segundo aviso')).toBeInTheDocument()
  expect(screen.queryByText('Primeiro aviso')).not.toBeInTheDocument()
})

test('a toast closes by itself after 5000 ms by default', () => {
  vi.useFakeTimers()
  render(<Toaster />)
  act(() => {
    toast({ title: 'Some sozinho', description: 'em cinco segundos' })
  })
  act(() => {
    vi.advanceTimersByTime(4900)
  })
  expect(screen.getByText('Some sozinho')).toBeInTheDocument()
  act(() => {
    vi.advanceTimersByTime(200)
  })
  expect(screen.queryByText('Some sozinho')).not.toBeInTheDocument()
})

test('hovering a toast pauses its timer and its progress bar', () => {
  vi.useFakeTimers()
  render(<Toaster />)
  act(() => {
    toast({ title: 'Pausa no hover' })
  })
  const progress = screen.getByTestId('toast-progress')
  expect(progress).toHaveStyle({ animationDuration: '5000ms' })
  // Radix pauses the viewport's toasts on pointer move / focus inside it.
  const viewport = screen.getByRole('region')
  act(() => {
    fireEvent.pointerMove(viewport)
  })
  expect(progress).toHaveAttribute('data-paused', 'true')
  act(() => {
    vi.advanceTimersByTime(10_000)
  })
  expect(screen.getByText('Pausa no hover')).toBeInTheDocument()
  act(() => {
    fireEvent.pointerLeave(viewport)
  })
  expect(progress).toHaveAttribute('data-paused', 'false')
  act(() => {
    vi.advanceTimersByTime(5100)
  })
  expect(screen.queryByText('Pausa no hover')).not.toBeInTheDocument()
})

test('the close button dismisses the toast', async () => {
  render(<Toaster />)
  act(() => {
    toast({ title: 'Pode fechar', variant: 'destructive' })
  })
  fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }))
  await vi.waitFor(() => expect(screen.queryByText('Pode fechar')).not.toBeInTheDocument())
})

test('F8 moves focus to the notifications region', () => {
  render(<Toaster />)
  act(() => {
    toast({ title: 'Atalho F8' })
  })
  fireEvent.keyDown(document, { key: 'F8', code: 'F8' })
  expect(screen.getByRole('region', { name: /Notificações/ })).toContainElement(
    document.activeElement as HTMLElement,
  )
})
