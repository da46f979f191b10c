import { Target } from 'lucide-react'
import { useMissions } from '../api/get-missions'
import { movPlusMessages as m } from '../messages'
import { SectionState } from './section-state'

export function MissionsSection() {
  const query = useMissions()
  return (
    <section aria-labelledby="mov-plus-missions" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="mov-plus-missions" className="mb-6 text-2xl font-bold md:text-3xl">
        {m.missionsTitle}
      </h2>
      <SectionState query={query} empty={m.missionsEmpty}>
        {(missions) => (
          <ul className="grid gap-4 md:grid-cols-3">
            {missions.map((mission) => (
              <li
                key={mission.id}
                className="grid content-start gap-2 rounded-2xl border border-white/10 bg-ink-900 p-5"
              >
                <Target aria-hidden="true" className="h-6 w-6 text-accent-300" />
                <h3 className="text-lg font-semibold">{mission.title}</h3>
                <p className="text-white/80">{mission.description}</p>
                <p className="font-bold text-accent-300">{m.points(mission.points)}</p>
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </section>
  )
}
