import { Link } from 'react-router-dom'
import { QueryState } from '@/components/ui/query-state'
import { FailedSection, PendingSection, SkeletonCards } from '@/components/ui/section-heading'
import { useHomePrograms } from '../api/get-home-programs'
import { programMessages as t } from '../messages'
import { ProgramCard } from './program-card'
import { programsPath } from '@/config/paths'

const frame = {
  id: 'home-programas',
  title: t.homeTitle,
  subtitle: t.homeSubtitle,
  align: 'start',
} as const

/** Home section 2: the first programmes; hidden when there are none; a failed read offers a retry. */
export function ProgramsSection() {
  return (
    <QueryState
      query={useHomePrograms()}
      loading={
        <PendingSection {...frame}>
          <SkeletonCards cardClassName="h-80" />
        </PendingSection>
      }
      error={(retry, failure) => <FailedSection {...frame} error={failure} onRetry={retry} />}
      isEmpty={(programs) => programs.length === 0}
    >
      {(programs) => (
        <section aria-labelledby="home-programas" className="mx-auto max-w-7xl px-4 py-16">
          <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="home-programas" className="text-3xl font-black md:text-4xl">
                {t.homeTitle}
              </h2>
              <p className="mt-2 max-w-2xl text-white/80">{t.homeSubtitle}</p>
            </div>
            <Link
              to={programsPath}
              className="font-semibold text-accent-300 underline-offset-4 hover:underline"
            >
              {t.seeAll}
            </Link>
          </div>
          <ul className="grid gap-6 md:grid-cols-3">
            {programs.map((program, index) => (
              <li key={program.id}>
                <ProgramCard program={program} index={index} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryState>
  )
}
