import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { copyButtonCopied, copyButtonFailed } from './primitive-messages'

/** How long "Copiado" (or the failure text) stays on the button. */
const COPY_FEEDBACK_MS = 3000

type CopyState = 'idle' | 'copied' | 'failed'

/** Writes `text` to the clipboard; false when the browser refuses (no permission, insecure page). */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** Copies on demand and holds 'copied' or 'failed' for COPY_FEEDBACK_MS, then 'idle' again. */
function useCopyFeedback(): { state: CopyState; copy: (text: string) => Promise<boolean> } {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  async function copy(text: string) {
    const ok = await writeClipboard(text)
    clearTimeout(timer.current)
    setState(ok ? 'copied' : 'failed')
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS)
    return ok
  }
  return { state, copy }
}

type CopyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  /** The text to copy (a function when it is built at click time). */
  text: string | (() => string)
  /** What the button shows at rest, e.g. "Copiar" or "Copiar código Pix (copia e cola)". */
  children: ReactNode
  /** Read to screen readers after a copy; defaults to "Copiado". */
  copiedAnnouncement?: string
  /** Read to screen readers when the copy fails (e.g. how to copy by hand). */
  failedAnnouncement?: string
  /** Called after a successful copy, e.g. to raise a toast. */
  onCopied?: () => void
  /** Called after a failed copy, e.g. to select the text so the visitor can copy it by hand. */
  onCopyFailed?: () => void
  /** Shown instead of the copy icon at rest; `null` for none. */
  icon?: ReactNode
  /**
   * The accessible name at rest when the visible text is shorter ("Copiar" -> "Copiar Agência").
   * After a copy the name is what the button shows ("Copiado").
   */
  label?: string
}

/**
 * A button that copies text and says so on itself: "Copiado" (or "Não foi possível copiar") for a
 * few seconds, announced through a polite live region next to it. Styling comes from `className`,
 * so every surface (dialog, admin, article) keeps its own look.
 */
export function CopyButton({
  text,
  children,
  copiedAnnouncement = copyButtonCopied,
  failedAnnouncement = copyButtonFailed,
  onCopied,
  onCopyFailed,
  icon,
  label,
  className,
  type = 'button',
  ...props
}: CopyButtonProps) {
  const { state, copy } = useCopyFeedback()
  const restIcon =
    icon === undefined ? <Copy aria-hidden="true" className="h-4 w-4 shrink-0" /> : icon
  return (
    <>
      <button
        type={type}
        data-copy-state={state}
        aria-label={state === 'idle' ? label : undefined}
        className={cn('text-center leading-tight', className)}
        onClick={() => {
          void copy(typeof text === 'function' ? text() : text).then((ok) => {
            if (ok) onCopied?.()
            else onCopyFailed?.()
          })
        }}
        {...props}
      >
        {state === 'copied' ? (
          <>
            <Check aria-hidden="true" className="h-4 w-4 shrink-0" />
            {copyButtonCopied}
          </>
        ) : state === 'failed' ? (
          copyButtonFailed
        ) : (
          <>
            {restIcon}
            {children}
          </>
        )}
      </button>
      <span aria-live="polite" className="sr-only">
        {state === 'copied' ? copiedAnnouncement : state === 'failed' ? failedAnnouncement : ''}
      </span>
    </>
  )
}
