import { Copy } from 'lucide-react'
import { useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { copyText } from '../copy-text'
import { donationMessages as t } from '../messages'

const fieldClass =
  'w-full min-w-0 rounded-xl border border-white/20 bg-ink-950 px-3 py-2 font-mono text-sm text-white focus:border-brand-300 focus:outline-2 focus:outline-brand-300'

/** A read-only value with its label and a copy button; `item` names it in the toast ("<item> copiado!"). */
export function CopyField({
  label,
  value,
  item,
  hint,
  multiline = false,
}: {
  label: string
  value: string
  item: string
  hint?: string
  multiline?: boolean
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-white/90">
        {label}
      </label>
      <div className={cn('flex gap-2', multiline ? 'items-start' : 'items-center')}>
        {multiline ? (
          <textarea
            id={id}
            ref={ref}
            readOnly
            value={value}
            rows={4}
            aria-describedby={hintId}
            className={cn(fieldClass, 'resize-none break-all text-xs')}
          />
        ) : (
          <input
            id={id}
            ref={ref}
            readOnly
            value={value}
            aria-describedby={hintId}
            className={fieldClass}
          />
        )}
        <Button
          variant="outline"
          size="icon"
          className="shrink-0 text-white"
          aria-label={t.copyButton(label)}
          onClick={() => void copyText(value, item, ref.current)}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-white/75">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
