import { cn } from '@/lib/cn'
import type { ProductOption } from '../types'

/** One radio group per option (size, colour ...); the page finds the variant that matches. */
export function VariantPicker({
  options,
  selection,
  onChange,
}: {
  options: ProductOption[]
  selection: Record<string, string>
  onChange: (optionId: string, value: string) => void
}) {
  return (
    <div className="grid gap-4">
      {options.map((option) => {
        const values = [...new Set(option.values.map((v) => v.value))]
        return (
          <fieldset key={option.id} className="grid gap-2">
            <legend className="mb-2 font-semibold">{option.title}</legend>
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
