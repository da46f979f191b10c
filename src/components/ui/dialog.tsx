import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react'
import { cn } from '@/lib/cn'

/** Closes the dialog a DialogContent belongs to (for the Escape fallback below). */
const CloseDialogContext = createContext<(() => void) | null>(null)

/** Radix's Dialog root, controlled or not, that lets its content close it. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Root>) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false)
  const controlled = open !== undefined
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolledOpen(next)
      onOpenChange?.(next)
    },
    [controlled, onOpenChange],
  )
  const close = useCallback(() => setOpen(false), [setOpen])
  return (
    <CloseDialogContext.Provider value={close}>
      <DialogPrimitive.Root
        open={controlled ? open : uncontrolledOpen}
        onOpenChange={setOpen}
        {...props}
      />
    </CloseDialogContext.Provider>
  )
}

export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close
export const DialogTitle = DialogPrimitive.Title
export const DialogDescription = DialogPrimitive.Description

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  /** 'center' for a modal dialog, 'right' for a drawer sliding in from the right. */
  side?: 'center' | 'right'
  closeLabel?: string
  children: ReactNode
}

export function DialogContent({
  side = 'center',
  closeLabel = 'Fechar',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onInteractOutside,
  onKeyDown,
  ...props
}: ContentProps) {
  const close = useContext(CloseDialogContext)
  // A dialog opened from a plain button (no DialogTrigger) gives focus back to that button on close.
  const returnFocus = useRef<HTMLElement | null>(null)
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-testid="dialog-overlay"
        className="dialog-overlay fixed inset-0 z-50 bg-black/70 backdrop-blur-sm"
      />
      <DialogPrimitive.Content
        className={cn(
          'z-50 flex flex-col bg-ink-900 text-white shadow-2xl focus:outline-none',
          side === 'center'
            ? 'dialog-center max-w-lg overflow-hidden rounded-2xl border border-white/10'
            : 'drawer-right fixed inset-y-0 right-0 h-full w-full max-w-lg border-l border-white/10',
          className,
        )}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          // Radix gives Escape to the top-most layer only. A toast raised while the dialog is open
          // is a layer above it: it takes the key and closes itself, and the dialog stayed open
          // until a second press. Radix marks the Escape it uses to dismiss a layer (the dialog,
          // or a menu inside it) as handled; one that reaches here unhandled closes the dialog.
          if (event.key === 'Escape' && !event.defaultPrevented && close) {
            event.preventDefault()
            close()
          }
        }}
        onOpenAutoFocus={(event) => {
          returnFocus.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null
          onOpenAutoFocus?.(event)
        }}
        onInteractOutside={(event) => {
          // A toast shown over the dialog stays usable (close, swipe, action) without closing the dialog.
          const target = event.target
          if (target instanceof Element && target.closest('[data-toast-viewport]'))
            event.preventDefault()
          onInteractOutside?.(event)
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          const target = returnFocus.current
          if (!event.defaultPrevented && target && target !== document.body && target.isConnected) {
            event.preventDefault()
            target.focus()
          }
        }}
        {...props}
      >
        {side === 'center' ? (
          // The body scrolls, not the dialog: the close button above it never scrolls away.
          // It keeps the gap the dialog's className gives its children. It is `relative`, so the
          // visually hidden inputs and live regions (position: absolute) are laid out inside it
          // and never make the frame itself scrollable.
          <div className="relative flex min-h-0 flex-col gap-[inherit] overflow-y-auto overscroll-contain p-6">
            {children}
          </div>
        ) : (
          children
        )}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute right-2 top-2 flex h-11 w-11 items-center justify-center rounded-full bg-ink-900/85 text-white/80 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-300"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
