import { FileText } from 'lucide-react'
import { Link } from 'react-router-dom'
import { formatDate, isoDate } from '@/lib/format'
import { Highlighted, stripMarks } from '../highlight'
import { hitPath, kindLabels } from '../kinds'
import { searchMessages as m } from '../messages'
import type { SearchHit } from '../types'

function HitDate({ hit }: { hit: SearchHit }) {
  if (!hit.item_date) return null
  // Research is dated by its year only.
  if (hit.kind === 'pesquisa') return <span>{hit.item_date.slice(0, 4)}</span>
  return <time dateTime={isoDate(hit.item_date)}>{formatDate(hit.item_date)}</time>
}

/** One result: its kind, title and passage with the matched words marked, linking to its page. */
export function SearchResult({ hit }: { hit: SearchHit }) {
  const documentUrl = hit.kind === 'manifesto' || hit.kind === 'publicacao' ? hit.link_url : null
  return (
    <article className="relative rounded-2xl border border-white/10 bg-ink-900 p-5 transition-colors hover:border-brand-300/60">
      <p className="text-xs font-bold uppercase tracking-wider text-accent-300">
        {kindLabels[hit.kind]}
        {hit.item_date ? (
          <span className="font-normal normal-case tracking-normal text-white/80">
            {' · '}
            <HitDate hit={hit} />
          </span>
        ) : null}
      </p>
      <h3 className="mt-1 text-lg font-bold leading-snug">
        <Link
          to={hitPath(hit)}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-300"
        >
          <Highlighted text={hit.title} />
        </Link>
      </h3>
      {hit.excerpt ? (
        <p className="mt-2 text-white/85">
          <Highlighted text={hit.excerpt} />
        </p>
      ) : null}
      {documentUrl ? (
        <a
          href={documentUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="relative z-10 mt-3 inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-semibold underline underline-offset-4 hover:text-accent-300 focus-visible:outline-2 focus-visible:outline-brand-300"
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {m.openDocument} <span className="sr-only">{`${stripMarks(hit.title)} ${m.newTab}`}</span>
        </a>
      ) : null}
    </article>
  )
}
