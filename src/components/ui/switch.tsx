import type { ButtonHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

type SwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> & {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}

/**
 * An on/off switch for light surfaces (a button with role="switch" and aria-checked). Name it
 * with a visible <label htmlFor> or `aria-label`; a 44 px tall hit area around a 24 px track.
 */
export function Switch({ checked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'group inline-flex h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 items-center rounded-full border transition-colors motion-reduce:transition-none',
          checked ? 'border-brand-700 bg-brand-700' : 'border-gray-500 bg-gray-200',
        )}
      >
        <span
          className={cn(
            'absolute h-5 w-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            checked ? 'translate-x-[1.3rem]' : 'translate-x-0.5',
          )}
        />
      </span>
    </button>
  )
}
