import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useId, useRef, useState, type FormEvent } from 'react'
import { TextField } from '@/components/ui/field'
import { listMessages as t } from '../../messages'
import { AdminButton } from '../admin-button'

export interface MoveTarget {
  id: string
  name: string
  /** Where the row is now (1-based), when the list knows it. */
  position?: number
}

/**
 * "Mover para a posição…": a number typed (1 is first on the site), checked here in pt-BR, then
 * sent in one call. A modal dialog: focus starts in the field, Enter moves, Escape cancels, and
 * the focus goes back to the button that opened it.
 */
export function MoveToDialog({
  target,
  total,
  pending,
  onClose,
  onMove,
}: {
  target: MoveTarget | null
  /** How many rows the position counts among (unknown in a list grouped by category). */
  total?: number
  pending: boolean
  onClose: () => void
  onMove: (position: number) => void
}) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const formId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = value.trim()
    const n = Number(text)
    if (!/^\d+$/.test(text) || n < 1 || (total !== undefined && n > total)) {
      setError(t.moveToInvalid(total))
      return
    }
    setError(null)
    onMove(n)
  }

  return (
    <DialogPrimitive.Root
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose()
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          className="dialog-center fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-gray-900 shadow-2xl focus:outline-none"
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null
            setValue(target?.position ? String(target.position) : '')
            setError(null)
          }}
          onCloseAutoFocus={(event) => {
            const back = returnFocus.current
            if (back && back !== document.body && back.isConnected) {
              event.preventDefault()
              back.focus()
            }
          }}
        >
          <DialogPrimitive.Title className="break-words text-lg font-bold">
            {target ? t.moveToTitle(target.name) : ''}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-gray-700">
            {t.moveToDescription(target?.position, total)}
          </DialogPrimitive.Description>
          <form id={formId} noValidate onSubmit={submit} className="mt-4">
            <TextField
              tone="light"
              label={t.moveToField(total)}
              inputMode="numeric"
              autoComplete="off"
              value={value}
              error={error ?? undefined}
              onChange={(event) => setValue(event.target.value)}
            />
          </form>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <AdminButton disabled={pending}>Cancelar</AdminButton>
            </DialogPrimitive.Close>
            <AdminButton
              type="submit"
              form={formId}
              variant="primary"
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {t.moveToConfirm}
            </AdminButton>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
