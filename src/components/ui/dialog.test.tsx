import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog'
import { toast } from './toast'
import { Toaster } from './toaster'

function Harness({ raiseToastOnOpen = false }: { raiseToastOnOpen?: boolean }) {
  const [open, setOpen] = useState(false)
  const [closes, setCloses] = useState(0)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <p>fechamentos: {closes}</p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) setCloses((n) => n + 1)
        }}
      >
        <DialogContent>
          <DialogTitle>Diálogo de teste</DialogTitle>
          <DialogDescription>Uma descrição</DialogDescription>
          <button
            type="button"
            onClick={() => {
              if (raiseToastOnOpen) toast({ title: 'Aviso sobre o diálogo' })
            }}
          >
            Avisar
          </button>
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  )
}

test('with a toast raised while the dialog is open, one Escape closes the dialog', async () => {
  const user = userEvent.setup()
  render(<Harness raiseToastOnOpen />)
  await user.click(screen.getByRole('button', { name: 'Abrir' }))
  await user.click(screen.getByRole('button', { name: 'Avisar' }))
  expect(await screen.findByText('Aviso sobre o diálogo')).toBeInTheDocument()
  expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement)

  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByText('fechamentos: 1')).toBeInTheDocument()
})

test('without a toast, Escape closes the dialog once', async () => {
  const user = userEvent.setup()
  render(<Harness />)
  await user.click(screen.getByRole('button', { name: 'Abrir' }))
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByText('fechamentos: 1')).toBeInTheDocument()
})

test('an uncontrolled dialog opens and closes by itself, Escape included', async () => {
  const user = userEvent.setup()
  render(
    <>
      <Dialog defaultOpen>
        <DialogContent>
          <DialogTitle>Sem controle</DialogTitle>
          <DialogDescription>Uma descrição</DialogDescription>
        </DialogContent>
      </Dialog>
      <Toaster />
    </>,
  )
  expect(screen.getByRole('dialog', { name: 'Sem controle' })).toBeInTheDocument()
  act(() => {
    toast({ title: 'Outro aviso' })
  })
  expect(await screen.findByText('Outro aviso')).toBeInTheDocument()
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})
