import { useId, useState, type KeyboardEvent, type TextareaHTMLAttributes } from 'react'
import { FieldShell, controlClass } from '@/components/ui/field'
import { Markdown } from '@/components/ui/markdown'
import { cn } from '@/lib/cn'
import { formMessages as t } from '../../../messages'

type Mode = 'write' | 'preview'

interface MarkdownFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  hint?: string
  error?: string
  required?: boolean
  /** The current text, for the preview. */
  text: string
}

/**
 * A Markdown column: a textarea ("Escrever") and the text as the site renders it
 * ("Pré-visualizar"), as two tabs. An error brings the textarea back.
 */
export function MarkdownField({
  label,
  hint,
  error,
  required,
  text,
  ...textarea
}: MarkdownFieldProps) {
  const id = useId()
  const [mode, setMode] = useState<Mode>('write')
  const [shownError, setShownError] = useState(error)
  if (shownError !== error) {
    setShownError(error)
    if (error) setMode('write')
  }
  const tabId = (m: Mode) => `${id}-${m}-tab`
  const panelId = (m: Mode) => `${id}-${m}-panel`
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const next: Mode = mode === 'write' ? 'preview' : 'write'
    setMode(next)
    document.getElementById(tabId(next))?.focus()
  }
  const tab = (m: Mode, text: string) => (
    <button
      type="button"
      role="tab"
      id={tabId(m)}
      aria-selected={mode === m}
      aria-controls={panelId(m)}
      tabIndex={mode === m ? 0 : -1}
      onClick={() => setMode(m)}
      onKeyDown={onKeyDown}
      className={cn(
        'min-h-11 rounded-t-lg border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
        mode === m
          ? 'border-brand-700 text-brand-800'
          : 'border-transparent text-gray-700 hover:text-gray-900',
      )}
    >
      {text}
    </button>
  )
  return (
    <FieldShell
      tone="light"
      label={label}
      hint={hint ?? t.markdownHint}
      error={error}
      required={required}
    >
      {(control) => (
        <div>
          <div role="tablist" aria-label={label} className="flex gap-1 border-b border-gray-300">
            {tab('write', t.write)}
            {tab('preview', t.preview)}
          </div>
          <div
            role="tabpanel"
            id={panelId('write')}
            aria-labelledby={tabId('write')}
            hidden={mode !== 'write'}
            className="pt-2"
          >
            <textarea
              {...control}
              {...textarea}
              className={cn(controlClass('light'), 'min-h-64 font-mono text-sm')}
            />
          </div>
          <div
            role="tabpanel"
            id={panelId('preview')}
            aria-labelledby={tabId('preview')}
            hidden={mode !== 'preview'}
            tabIndex={0}
            // The site shows this text on its dark pages: the preview does too.
            className="mt-2 min-h-32 rounded-xl bg-ink-950 p-4 text-white focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {mode === 'preview' ? (
              text.trim() ? (
                <Markdown>{text}</Markdown>
              ) : (
                <p className="text-white/80">{t.previewEmpty}</p>
              )
            ) : null}
          </div>
        </div>
      )}
    </FieldShell>
  )
}
