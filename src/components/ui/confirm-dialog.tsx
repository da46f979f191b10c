import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useRef, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Button } from './button'
import { Spinner } from './spinner'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** A destructive action (delete, removing a role) gets the danger button. */
  destructive?: boolean
  /** While the action runs: the confirm button shows a spinner and both buttons are disabled. */
  pending?: boolean
  onConfirm: () => void
  /** What the answer needs besides yes or no (e.g. the reason of a refusal), under the question. */
  children?: ReactNode
  /** 'light' (default: the staff areas and light pages) or 'dark' (the public site). */
  tone?: 'light' | 'dark'
}

const surfaces = {
  light: {
    content: 'bg-white text-gray-900',
    description: 'text-gray-700',
    cancel: 'text-gray-800 hover:bg-gray-100',
  },
  dark: {
    content: 'border border-white/10 bg-ink-900 text-white',
    description: 'text-white/85',
    cancel: 'text-white',
  },
}

/**
 * A question that must be answered before an action runs (an alert dialog: focus starts on
 * "Cancelar", Escape and the backdrop cancel, focus returns to the button that opened it).
 * Light surface by default, for the staff areas; `tone="dark"` for the public site.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  destructive = false,
  pending = false,
  onConfirm,
  children,
  tone = 'light',
}: ConfirmDialogProps) {
  const surface = surfaces[tone]
  // Opened from a plain button (no DialogTrigger), the dialog gives the focus back to it on close.
  const returnFocus = useRef<HTMLElement | null>(null)
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          role="alertdialog"
          className={cn(
            'dialog-center z-50 max-w-md overflow-y-auto rounded-2xl p-6 shadow-2xl focus:outline-none',
            surface.content,
          )}
          onOpenAutoFocus={(event) => {
            // The safe answer gets the focus first.
            event.preventDefault()
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null
            const cancel = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              '[data-confirm-cancel]',
            )
            cancel?.focus()
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current
            if (target && target !== document.body && target.isConnected) {
              event.preventDefault()
              target.focus()
            }
          }}
        >
          <DialogPrimitive.Title className="text-lg font-bold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className={cn('mt-2', surface.description)}>
            {description}
          </DialogPrimitive.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <Button
                data-confirm-cancel=""
                variant="outline"
                className={surface.cancel}
                disabled={pending}
              >
                {cancelLabel}
              </Button>
            </DialogPrimitive.Close>
            <Button
              variant={destructive ? 'danger' : 'primary'}
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending ? (
                <Spinner className="[&>span:first-child]:h-4 [&>span:first-child]:w-4" />
              ) : null}
              {confirmLabel}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
