import { useId } from 'react'
import { TextField } from '@/components/ui/field'
import { formatBRL } from '@/lib/format'
import { donationMessages as t } from '../messages'

const PRESET_AMOUNTS = [2000, 5000, 10000] as const

/** 'free': no amount in the code (the donor types it in the bank app). */
export type AmountChoice = 'free' | 'other' | (typeof PRESET_AMOUNTS)[number]

const optionClass =
  'inline-flex min-h-11 cursor-pointer items-center rounded-full border border-white/25 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10 has-checked:border-accent-400 has-checked:bg-accent-400 has-checked:text-ink-950 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-300'

export function AmountPicker({
  choice,
  otherText,
  otherError,
  onChoiceChange,
  onOtherTextChange,
}: {
  choice: AmountChoice
  otherText: string
  otherError?: string
  onChoiceChange: (choice: AmountChoice) => void
  onOtherTextChange: (text: string) => void
}) {
  const name = useId()
  const options: Array<{ value: AmountChoice; label: string }> = [
    { value: 'free', label: t.amountFree },
    ...PRESET_AMOUNTS.map((cents) => ({
      value: cents,
      label: formatBRL(cents).replace(',00', ''),
    })),
    { value: 'other', label: t.amountOther },
  ]
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium text-white/90">{t.amountLegend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={String(option.value)} className={optionClass}>
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={choice === option.value}
              onChange={() => onChoiceChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {choice === 'other' ? (
        <TextField
          label={t.otherAmountLabel}
          inputMode="decimal"
          autoComplete="off"
          value={otherText}
          hint={t.otherAmountHint}
          error={otherError}
          onChange={(event) => onOtherTextChange(event.target.value)}
        />
      ) : null}
    </fieldset>
  )
}
