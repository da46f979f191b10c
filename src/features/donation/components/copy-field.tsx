import { useId, useRef, type RefObject } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import { cn } from '@/lib/cn'
import { showCopiedToast } from '../copied-toast'
import { donationMessages as t } from '../messages'

const fieldClass =
  'w-full min-w-0 rounded-xl border border-white/20 bg-ink-950 px-3 py-2 font-mono text-sm text-white focus:border-brand-300 focus:outline-2 focus:outline-brand-300'

export const copyButtonClass =
  'inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full border border-white/60 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 data-[copy-state=copied]:border-emerald-300 data-[copy-state=copied]:text-emerald-200'

/** Selects the whole text of a read-only field, so the visitor can copy it by hand. */
export function selectAll(field: HTMLInputElement | HTMLTextAreaElement | null) {
  if (!field) return
  field.focus()
  field.setSelectionRange(0, field.value.length)
}

/**
 * A read-only value with its label and a "Copiar" button that confirms on itself; `item` names
 * the value in the announcement ("<item> copiado!"). Without a button (`copyable={false}`) the
 * field is only there to be read or selected.
 */
export function CopyField({
  label,
  value,
  item,
  hint,
  multiline = false,
  copyable = true,
  fieldRef,
}: {
  label: string
  value: string
  item: string
  hint?: string
  multiline?: boolean
  copyable?: boolean
  fieldRef?: RefObject<(HTMLInputElement & HTMLTextAreaElement) | null>
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const ownRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const ref = fieldRef ?? ownRef
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
            rows={3}
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
        {copyable ? (
          <CopyButton
            text={value}
            className={cn(copyButtonClass, 'w-28')}
            copiedAnnouncement=""
            onCopied={() => showCopiedToast(t.copiedTitle(item))}
            failedAnnouncement={t.copyFailedDescription}
            onCopyFailed={() => selectAll(ref.current)}
            label={t.copyButton(label)}
          >
            {t.copy}
          </CopyButton>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-white/75">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
