import type { SVGProps } from 'react'

/**
 * The movement's mark, drawn inline (the same drawing as public/logo.svg, from which the install
 * icons are made): no request, and no SVG document for the phone to build on the first load, as
 * an `<img src="/logo.svg">` costs (docs/decisions/landing-pages.md). Decorative unless given a
 * `title`, which names it for screen readers.
 */
export function MovLogo({ title, ...props }: SVGProps<SVGSVGElement> & { title?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      {...props}
    >
      <defs>
        <linearGradient id="mov-logo-gradiente" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#mov-logo-gradiente)" />
      <path d="M14 46V18h7l11 15 11-15h7v28h-7V30l-11 14-11-14v16z" fill="#fff" />
    </svg>
  )
}
