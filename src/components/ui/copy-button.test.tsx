import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { CopyButton } from './copy-button'

test('the button copies the text built at click time and says "Copiado" on itself', async () => {
  const user = userEvent.setup()
  let value = 'primeiro'
  render(
    <CopyButton text={() => value} copiedAnnouncement="Texto copiado!">
      Copiar texto
    </CopyButton>,
  )
  value = 'segundo'
  const button = screen.getByRole('button', { name: 'Copiar texto' })
  await user.click(button)
  await expect(navigator.clipboard.readText()).resolves.toBe('segundo')
  expect(button).toHaveAccessibleName('Copiado')
  expect(screen.getByText('Texto copiado!')).toHaveAttribute('aria-live', 'polite')
})

test('without the clipboard API (an insecure page) the button says it could not copy', async () => {
  const user = userEvent.setup()
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard)
  const onCopyFailed = vi.fn()
  render(
    <CopyButton text="abc" label="Copiar código" onCopyFailed={onCopyFailed}>
      Copiar
    </CopyButton>,
  )
  const button = screen.getByRole('button', { name: 'Copiar código' })
  await user.click(button)
  expect(button).toHaveTextContent('Não foi possível copiar')
  expect(onCopyFailed).toHaveBeenCalledOnce()
  // The live region, present from the start, now carries the failure.
  expect(screen.getByText('Não foi possível copiar', { selector: '[aria-live]' })).toBeVisible()
})
