import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { showUpdateNotice } from './update-notice'

test('a waiting new version shows "Nova versão disponível" until the visitor reloads, once', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const activate = vi.fn()
  render(<Toaster />)
  act(() => showUpdateNotice(activate))
  expect(screen.getByText('Nova versão disponível')).toBeInTheDocument()
  // Unlike the other toasts, it does not go away by itself.
  act(() => {
    vi.advanceTimersByTime(60_000)
  })
  const reload = screen.getByRole('button', { name: 'Recarregar' })
  expect(activate).not.toHaveBeenCalled()
  await userEvent.click(reload)
  expect(activate).toHaveBeenCalledTimes(1)
  vi.useRealTimers()
})

test('pressing the button twice activates the new version only once', async () => {
  const activate = vi.fn()
  render(<Toaster />)
  act(() => showUpdateNotice(activate))
  const reload = screen.getByRole('button', { name: 'Recarregar' })
  reload.click()
  reload.click()
  expect(activate).toHaveBeenCalledTimes(1)
})
