import type { ReactNode } from 'react'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import { ItemQueryView, ItemSkeleton } from '@/components/ui/item-query-view'
import { Seo } from '@/components/ui/seo'
import { EmptyState } from '@/components/ui/states'
import { useTrack } from '../api/get-track'
import { hoursLabel, levelLabel, modulesLabel } from '../format'
import { trackHead } from '../head'
import { trackMessages as m } from '../messages'
import type { Track } from '../types'
import { href, trackModulePath, tracksPath } from '@/config/paths'
import { ResponsiveImage } from '@/components/ui/responsive-image'

function BackToTracks() {
  return (
    <Link
      to={tracksPath}
      className="inline-flex items-center gap-1 text-sm font-semibold text-accent-300 underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {m.backToList}
    </Link>
  )
}

/** The loading, error and not-found states of a page that reads one track. */
export function TrackQueryView({
  id,
  children,
}: {
  id: string
  children: (track: Track) => ReactNode
}) {
  const query = useTrack(id)
  return (
    <ItemQueryView
      query={query}
      skeleton={
        <ItemSkeleton
          rows={['h-10 w-3/4', 'h-4 w-full', 'h-4 w-5/6', 'h-40']}
          testId="trilha-skeleton"
        />
      }
      error={{ heading: m.fallbackTitle, title: m.detailError }}
      notFound={{
        title: m.notFound,
        description: m.notFoundDescription,
        backTo: tracksPath,
        backLabel: m.backToList,
      }}
    >
      {children}
    </ItemQueryView>
  )
}

/** `/trilhas/{id}`: description, level, hours and the modules in order. */
export function TrackDetail({ id }: { id: string }) {
  return <TrackQueryView id={id}>{(t) => <TrackView t={t} />}</TrackQueryView>
}

function TrackView({ t }: { t: Track }) {
  const first = t.modules[0]
  return (
    <article className="mx-auto max-w-4xl px-4 pb-16 pt-10">
      <Seo {...trackHead(t)} />
      <BackToTracks />
      <header className="mt-6">
        <h1 className="text-3xl font-black tracking-tight md:text-5xl">{t.title}</h1>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-white/85">
          <div>
            <dt className="text-sm font-semibold text-accent-300">{m.level}</dt>
            <dd className="text-lg font-bold">{levelLabel(t.level)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-accent-300">{m.hours}</dt>
            <dd className="text-lg font-bold">{hoursLabel(t.estimated_hours)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-accent-300">{m.modules}</dt>
            <dd className="text-lg font-bold">{modulesLabel(t.modules.length)}</dd>
          </div>
        </dl>
        <p className="mt-6 whitespace-pre-line text-lg text-white/90">{t.description}</p>
      </header>
      {t.cover_image_url ? (
        <ResponsiveImage
          src={t.cover_image_url}
          alt={m.coverAlt(t.title)}
          sizes="(min-width: 896px) 864px, calc(100vw - 2rem)"
          width={1200}
          height={675}
          priority
          className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover"
        />
      ) : null}
      <section aria-labelledby="modulos-heading" className="mt-10">
        <h2 id="modulos-heading" className="mb-4 text-2xl font-bold">
          {m.modulesHeading}
        </h2>
        {t.modules.length === 0 ? (
          <EmptyState title={m.modulesEmpty} />
        ) : (
          <>
            <ol className="grid gap-3">
              {t.modules.map((mod, i) => (
                <li key={mod.id}>
                  <Link
                    to={href(trackModulePath, { trilhaId: t.id, moduloId: mod.id })}
                    className="flex items-center gap-4 rounded-2xl border border-white/10 bg-ink-900 p-4 hover:border-brand-300/60"
                  >
                    <span
                      aria-hidden="true"
                      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-black"
                    >
                      {i + 1}
                    </span>
                    <span>
                      <span className="block text-sm text-white/80">{m.moduleNumber(i + 1)}</span>
                      <span className="block font-bold">{mod.title}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
            {first ? (
              <Link
                to={href(trackModulePath, { trilhaId: t.id, moduloId: first.id })}
                className="mt-8 inline-flex h-12 items-center rounded-full bg-accent-400 px-6 font-bold text-ink-950 hover:bg-accent-300"
              >
                {m.start}
              </Link>
            ) : null}
          </>
        )}
      </section>
    </article>
  )
}
