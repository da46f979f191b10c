import type { ReactNode } from 'react'

/** The centred card of /login and /register with the page's one heading. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-16">
      <div className="w-full rounded-3xl border border-white/10 bg-ink-900 p-8 shadow-xl">
        <h1 className="text-center text-3xl font-black tracking-tight">{title}</h1>
        <p className="mb-6 mt-2 text-center text-white/85">{description}</p>
        {children}
      </div>
    </section>
  )
}
