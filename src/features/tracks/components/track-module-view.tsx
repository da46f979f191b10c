import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { ItemQueryView } from '@/components/ui/item-query-view'
import { Markdown, MarkdownSkeleton } from '@/components/ui/markdown'
import { Seo } from '@/components/ui/seo'
import { useTrackModule } from '../api/get-track-module'
import { trackModuleHead } from '../head'
import { trackMessages as m } from '../messages'
import type { TrackModule, Track } from '../types'
import { ModuleVideo } from './module-video'
import { TrackQueryView } from './track-detail'
import { href, trackModulePath, trackPath } from '@/config/paths'

const navClass =
  'flex h-full flex-col gap-1 rounded-2xl border border-white/10 p-4 hover:border-brand-300/60 focus-visible:outline-2 focus-visible:outline-brand-300'

function ModuleProgress({ position, total }: { position: number; total: number }) {
  const percent = Math.round((position / total) * 100)
  return (
    <div className="mt-6">
      <p id="module-progress" className="text-sm font-semibold text-white/85">
        {m.progress(position, total)}
      </p>
      <div
        role="progressbar"
        aria-labelledby="module-progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={position}
        aria-valuetext={m.progress(position, total)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-white/15"
      >
        <div className="h-full rounded-full bg-accent-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}

function ModuleBody({ track, moduloId }: { track: Track; moduloId: string }) {
  const query = useTrackModule({ trilhaId: track.id, moduloId })
  const index = track.modules.findIndex((mod) => mod.id === moduloId)
  return (
    <ItemQueryView
      query={query}
      skeleton={
        <div className="mx-auto max-w-4xl px-4 py-12">
          <MarkdownSkeleton lines={8} />
        </div>
      }
      error={{ heading: track.title, title: m.moduleError }}
      notFound={{
        title: m.moduleNotFound,
        description: m.moduleNotFoundDescription,
        backTo: href(trackPath, { id: track.id }),
        backLabel: m.backToTrack(track.title),
      }}
      missing={index < 0}
    >
      {(trackModule) => <ModuleContent track={track} trackModule={trackModule} index={index} />}
    </ItemQueryView>
  )
}

function ModuleContent({
  track,
  trackModule,
  index,
}: {
  track: Track
  trackModule: TrackModule
  index: number
}) {
  const previous = track.modules[index - 1]
  const next = track.modules[index + 1]
  const total = track.modules.length
  return (
    <article className="mx-auto max-w-4xl px-4 pb-16 pt-10">
      <Seo {...trackModuleHead(trackModule, track)} />
      <Link
        to={href(trackPath, { id: track.id })}
        className="inline-flex items-center gap-1 text-sm font-semibold text-accent-300 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {m.backToTrack(track.title)}
      </Link>
      <header className="mt-6">
        <p className="text-sm font-bold uppercase tracking-wider text-accent-300">
          {m.moduleNumber(index + 1)}
        </p>
        <h1 className="mt-1 text-3xl font-black tracking-tight md:text-5xl">{trackModule.title}</h1>
        <ModuleProgress position={index + 1} total={total} />
      </header>
      {trackModule.video_url ? (
        <ModuleVideo url={trackModule.video_url} title={trackModule.title} />
      ) : null}
      <Markdown className="mt-8 text-lg text-white/90">{trackModule.content}</Markdown>
      <nav aria-label={m.moduleNav} className="mt-12 grid gap-4 sm:grid-cols-2">
        {previous ? (
          <Link
            to={href(trackModulePath, { trilhaId: track.id, moduloId: previous.id })}
            className={navClass}
          >
            <span className="inline-flex items-center gap-1 text-sm text-white/80">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {m.previous}
            </span>
            <span className="font-bold">{previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            to={href(trackModulePath, { trilhaId: track.id, moduloId: next.id })}
            className={`${navClass} sm:text-right`}
          >
            <span className="inline-flex items-center gap-1 text-sm text-white/80 sm:justify-end">
              {m.next}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </span>
            <span className="font-bold">{next.title}</span>
          </Link>
        ) : (
          <Link
            to={href(trackPath, { id: track.id })}
            className={`${navClass} justify-center font-bold sm:text-right`}
          >
            {m.finish}
          </Link>
        )}
      </nav>
    </article>
  )
}

/** `/trilhas/{trilhaId}/trackModule/{moduloId}`: content, video, progress and previous/next module. */
export function TrackModuleView({ trilhaId, moduloId }: { trilhaId: string; moduloId: string }) {
  return (
    <TrackQueryView id={trilhaId}>
      {(track) => <ModuleBody track={track} moduloId={moduloId} />}
    </TrackQueryView>
  )
}
