import { ArrowLeft, Download } from 'lucide-react'
import { Link } from 'react-router-dom'
import { ItemQueryView, ItemSkeleton } from '@/components/ui/item-query-view'
import { Markdown } from '@/components/ui/markdown'
import { Seo } from '@/components/ui/seo'
import { useResearch } from '../api/get-research'
import { researchHead } from '../head'
import { researchMessages as m } from '../messages'
import type { Research } from '../types'
import { researchListPath } from '@/config/paths'
import { ResponsiveImage } from '@/components/ui/responsive-image'

/** `/pesquisas/{id}`: summary, authors, year, the study's text and its download. */
export function ResearchDetail({ id }: { id: string }) {
  const query = useResearch(id)
  return (
    <ItemQueryView
      query={query}
      skeleton={
        <ItemSkeleton
          rows={['h-4 w-24', 'h-10 w-3/4', 'h-4 w-full', 'h-4 w-5/6']}
          testId="pesquisa-skeleton"
        />
      }
      error={{ heading: m.fallbackTitle, title: m.detailError }}
      notFound={{
        title: m.notFound,
        description: m.notFoundDescription,
        backTo: researchListPath,
        backLabel: m.backToList,
      }}
    >
      {(p) => <ResearchView p={p} />}
    </ItemQueryView>
  )
}

function ResearchView({ p }: { p: Research }) {
  return (
    <article className="mx-auto max-w-4xl px-4 pb-16 pt-10">
      <Seo {...researchHead(p)} />
      <Link
        to={researchListPath}
        className="inline-flex items-center gap-1 text-sm font-semibold text-accent-300 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {m.backToList}
      </Link>
      <header className="mt-6">
        <h1 className="text-3xl font-black tracking-tight md:text-5xl">{p.title}</h1>
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-white/85 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{m.authors}</dt>
          <dd>{p.authors}</dd>
          <dt className="font-semibold">{m.year}</dt>
          <dd>{p.year}</dd>
        </dl>
        <p className="mt-6 text-lg text-white/90">{p.summary}</p>
      </header>
      {p.cover_image_url ? (
        <ResponsiveImage
          src={p.cover_image_url}
          alt={m.coverAlt(p.title)}
          sizes="(min-width: 896px) 864px, calc(100vw - 2rem)"
          width={1200}
          height={675}
          priority
          className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover"
        />
      ) : null}
      <Markdown className="mt-8 text-lg text-white/90">{p.body}</Markdown>
      <div className="mt-10">
        {p.file_url ? (
          <a
            href={p.file_url}
            download
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-12 items-center gap-2 rounded-full bg-accent-400 px-6 font-bold text-ink-950 hover:bg-accent-300"
          >
            <Download aria-hidden="true" className="h-5 w-5" />
            {m.download}
          </a>
        ) : (
          <p className="text-white/80">{m.noFile}</p>
        )}
      </div>
    </article>
  )
}
