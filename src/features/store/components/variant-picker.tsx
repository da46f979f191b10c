import { cn } from '@/lib/cn'
import { useId } from 'react'
import type { ProductOption } from '../types'

/** One radio group per option (size, colour ...); the page finds the variant that matches. */
export function VariantPicker({
  options,
  selection,
  onChange,
  missingMessage,
}: {
  options: ProductOption[]
  selection: Record<string, string>
  onChange: (optionId: string, value: string) => void
  /** Once the shopper tried to add without choosing: the message shown in each unchosen group. */
  missingMessage?: (option: ProductOption) => string
}) {
  const errorPrefix = useId()
  return (
    <div className="grid gap-4">
      {options.map((option) => {
        const values = [...new Set(option.values.map((v) => v.value))]
        const error = missingMessage && !selection[option.id] ? missingMessage(option) : null
        const errorId = `${errorPrefix}-${option.id}`
        return (
          <fieldset
            key={option.id}
            className="grid gap-2"
            aria-describedby={error ? errorId : undefined}
          >
            <legend className="mb-2 font-semibold">{option.title}</legend>
            {error ? (
              <p id={errorId} className="-mt-1 text-sm font-semibold text-red-300">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {values.map((value) => {
                const checked = selection[option.id] === value
                return (
                  <label
                    key={value}
                    className={cn(
                      'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300',
                      checked
                        ? 'border-accent-400 bg-accent-400 text-ink-950'
                        : 'border-white/30 hover:bg-white/10',
                    )}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`option-${option.id}`}
                      value={value}
                      checked={checked}
                      onChange={() => onChange(option.id, value)}
                    />
                    {value}
                  </label>
                )
              })}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
