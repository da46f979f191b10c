import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { env } from '@/config/env'
import { ownAvatarSrc } from '@/lib/safe-url'
import { useRanking } from '../api/get-ranking'
import { movPlusMessages as m } from '../messages'
import { SectionState } from './section-state'
import { ResponsiveImage } from '@/components/ui/responsive-image'

// Only members see the switch: its code loads for them alone.
const RankingOptIn = lazy(() =>
  import('./ranking-opt-in').then((module) => ({ default: module.RankingOptIn })),
)

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
}

/** The public ranking (members who opted in); a signed-in member (`userId`) gets the opt-in. */
export function RankingSection({ userId }: { userId?: string }) {
  const query = useRanking(10)
  return (
    <section aria-labelledby="mov-plus-ranking" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="mov-plus-ranking" className="text-2xl font-bold md:text-3xl">
        {m.rankingTitle}
      </h2>
      <p className="mb-6 mt-2 text-white/80">{m.rankingIntro}</p>
      {userId ? (
        <Suspense fallback={<Skeleton className="h-10 w-72" />}>
          <RankingOptIn userId={userId} />
        </Suspense>
      ) : null}
      <SectionState query={query} empty={m.rankingEmpty}>
        {(rows) => (
          <ol className="grid max-w-2xl gap-2">
            {rows.map((row, index) => {
              const name = row.display_name ?? m.rankingUnnamed
              const position = row.rank ?? index + 1
              // Only the project's own pictures: another host would learn every visitor's address.
              const avatar = ownAvatarSrc(row.avatar_url, env.supabaseUrl)
              return (
                <li
                  key={`${position}-${name}`}
                  className="flex items-center gap-4 rounded-2xl border border-white/10 bg-ink-900 p-3"
                >
                  <span className="w-16 text-sm font-bold text-accent-300">
                    {m.rankingPosition(position)}
                  </span>
                  {avatar ? (
                    <ResponsiveImage
                      src={avatar}
                      alt=""
                      sizes="40px"
                      width={40}
                      height={40}
                      className="h-10 w-10 rounded-full"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold"
                    >
                      {initials(name)}
                    </span>
                  )}
                  <span className="min-w-0 flex-1 break-words font-semibold">{name}</span>
                  <span className="font-bold">{m.points(row.total_points ?? 0)}</span>
                </li>
              )
            })}
          </ol>
        )}
      </SectionState>
    </section>
  )
}
