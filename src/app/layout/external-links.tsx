import { ExternalLink } from 'lucide-react'
import type { AnchorHTMLAttributes } from 'react'
import { organization } from '@/config/organization'
import { executiveSystemLabel, newTabNote, transparencyPortalLabel } from './messages'

export function ExternalMenuLink({
  href,
  label,
  ...rest
}: { href: string; label: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-xl p-3 font-semibold hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-brand-300"
    >
      {label}
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">{newTabNote}</span>
    </a>
  )
}

export const externalLinks = [
  { href: organization.links.executiveSystem, label: executiveSystemLabel },
  { href: organization.links.transparencyPortal, label: transparencyPortalLabel },
]
