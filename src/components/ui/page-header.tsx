import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export function PageHeader({
  title,
  description,
  eyebrow,
  children,
  className,
}: {
  title: ReactNode
  description?: ReactNode
  eyebrow?: ReactNode
  children?: ReactNode
  className?: string
}) {
  return (
    <header className={cn('mx-auto max-w-7xl px-4 pb-8 pt-12 md:pt-16', className)}>
      {eyebrow ? (
        <p className="mb-2 text-sm font-bold uppercase tracking-wider text-accent-300">{eyebrow}</p>
      ) : null}
      <h1 className="text-3xl font-black tracking-tight md:text-5xl">{title}</h1>
      {description ? <p className="mt-4 max-w-3xl text-lg opacity-85">{description}</p> : null}
      {children}
    </header>
  )
}
