import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import { isServerRender } from '@/config/env'
import { cn } from '@/lib/cn'

/** HTML from the store, sanitised with DOMPurify before it reaches the page. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  // DOMPurify needs a browser's DOM: a pre-rendered page leaves the description out, and it is
  // rendered once the page's code runs (it sits below the product's name, price and button).
  const clean = useMemo(
    () =>
      isServerRender
        ? ''
        : DOMPurify.sanitize(html, {
            USE_PROFILES: { html: true },
            FORBID_TAGS: ['style', 'form', 'input', 'button'],
          }),
    [html],
  )
  if (!clean.trim()) return null
  return (
    <div
      className={cn(
        'grid gap-3 leading-relaxed text-white/90 [&_a]:text-accent-300 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-bold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
