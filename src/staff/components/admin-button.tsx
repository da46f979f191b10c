import { cva, type VariantProps } from 'class-variance-authority'
import type { ButtonHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

/** Buttons (and links drawn as buttons) of the light admin surface, 44 px tall, AA contrast. */
export const adminButton = cva(
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        secondary: 'border border-gray-400 bg-white text-gray-900 hover:bg-gray-100',
        danger: 'bg-red-700 text-white hover:bg-red-800',
        dangerOutline: 'border border-red-700 bg-white text-red-700 hover:bg-red-50',
        quiet: 'text-gray-800 hover:bg-gray-100',
        dangerQuiet: 'text-red-800 hover:bg-red-50',
      },
      size: {
        md: 'px-5 text-sm',
        icon: 'w-11 p-0',
      },
    },
    defaultVariants: { variant: 'secondary', size: 'md' },
  },
)

type AdminButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof adminButton>

export function AdminButton({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: AdminButtonProps) {
  return <button type={type} className={cn(adminButton({ variant, size }), className)} {...props} />
}
