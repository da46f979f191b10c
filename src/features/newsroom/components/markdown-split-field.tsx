import { useDeferredValue, type TextareaHTMLAttributes } from 'react'
import { FieldShell, controlClass } from '@/components/ui/field'
import { Markdown } from '@/components/ui/markdown'
import { cn } from '@/lib/cn'

interface MarkdownSplitFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  hint: string
  error?: string
  required?: boolean
  /** The current text, for the preview. */
  text: string
  previewLabel: string
  previewEmpty: string
}

/**
 * A long Markdown text beside its preview (stacked on phones): the preview renders with the same
 * sanitising renderer as the public article, on the site's dark surface, and follows the typing
 * a beat behind (a deferred value, so long texts never slow the keyboard down).
 */
export function MarkdownSplitField({
  label,
  hint,
  error,
  required,
  text,
  previewLabel,
  previewEmpty,
  ...textarea
}: MarkdownSplitFieldProps) {
  const shown = useDeferredValue(text)
  return (
    <FieldShell tone="light" label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className="grid gap-4 lg:grid-cols-2">
          <textarea
            {...control}
            {...textarea}
            className={cn(
              controlClass('light'),
              'min-h-80 font-mono text-sm leading-relaxed lg:min-h-[32rem]',
            )}
          />
          <section
            aria-label={previewLabel}
            // A region that scrolls takes the keyboard focus, to be scrolled without a mouse.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="min-h-40 overflow-auto rounded-xl bg-ink-950 p-4 text-white focus-visible:outline-2 focus-visible:outline-brand-600 lg:max-h-[40rem] lg:min-h-[32rem]"
          >
            <p className="mb-3 text-xs font-bold uppercase tracking-wider text-white/70">
              {previewLabel}
            </p>
            {shown.trim() ? (
              <Markdown>{shown}</Markdown>
            ) : (
              <p className="text-white/80">{previewEmpty}</p>
            )}
          </section>
        </div>
      )}
    </FieldShell>
  )
}
