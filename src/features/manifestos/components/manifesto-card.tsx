import { FileText } from 'lucide-react'
import { formatDate, isoDate } from '@/lib/format'
import { safeUrl } from '@/lib/safe-url'
import { manifestoMessages as t } from '../messages'
import type { Manifesto } from '../types'

/** A manifesto: thematic ("Geral" when none), title, description, signature date, optional document link. */
export function ManifestoCard({
  manifesto,
  headingLevel: Heading = 'h3',
}: {
  manifesto: Manifesto
  /** h3 under a home section's h2; h2 on the list page. */
  headingLevel?: 'h2' | 'h3'
}) {
  const link = safeUrl(manifesto.link_url)
  return (
    <article className="flex h-full flex-col rounded-3xl border border-white/10 bg-ink-900 p-6">
      <p className="text-xs font-bold uppercase tracking-wider text-accent-300">
        {manifesto.thematic || t.defaultThematic}
      </p>
      <Heading className="mt-2 text-xl font-bold">{manifesto.title}</Heading>
      {manifesto.description ? (
        <p className="mt-3 flex-1 text-white/85">{manifesto.description}</p>
      ) : (
        <div className="flex-1" />
      )}
      {manifesto.signed_at ? (
        <p className="mt-4 text-sm text-white/80">
          {t.signedOn}{' '}
          <time dateTime={isoDate(manifesto.signed_at)}>{formatDate(manifesto.signed_at)}</time>
        </p>
      ) : null}
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-accent-400 px-5 py-2.5 text-sm font-bold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300"
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t.viewDocument} <span className="sr-only">{`${manifesto.title} ${t.newTab}`}</span>
        </a>
      ) : null}
    </article>
  )
}
