import type { ButtonHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

type SwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> & {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** 'light' (the staff areas, default) or 'dark' (the public site). */
  tone?: 'light' | 'dark'
}

const tracks = {
  light: { on: 'border-brand-700 bg-brand-700', off: 'border-gray-500 bg-gray-200' },
  dark: { on: 'border-accent-400 bg-accent-400', off: 'border-white/60 bg-white/10' },
}

/**
 * An on/off switch (a button with role="switch" and aria-checked). Name it
 * with a visible <label htmlFor> or `aria-label`; a 44 px tall hit area around a 24 px track.
 */
export function Switch({
  checked,
  onCheckedChange,
  className,
  disabled,
  tone = 'light',
  ...props
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-tone={tone}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'group inline-flex h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[tone=dark]:focus-visible:outline-brand-300 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 items-center rounded-full border transition-colors motion-reduce:transition-none',
          checked ? tracks[tone].on : tracks[tone].off,
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
