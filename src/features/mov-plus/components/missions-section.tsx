import { Target } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useMissions, type Mission } from '../api/get-missions'
import { movPlusMessages as m } from '../messages'
import { MyCompletions } from './my-completions'
import { SectionState } from './section-state'

// The report form (react-hook-form, zod, the dialog) is fetched the first time a member opens it.
const CompletionDialog = lazy(() =>
  import('./completion-dialog').then((module) => ({ default: module.CompletionDialog })),
)

/** Active missions; a signed-in member (`userId`) can say "Concluí" and sees their notices. */
export function MissionsSection({ userId }: { userId?: string }) {
  const query = useMissions()
  const [completing, setCompleting] = useState<Mission | null>(null)
  // Once opened, the dialog stays mounted so that it can animate closed.
  const [dialogUsed, setDialogUsed] = useState(false)
  if (completing && !dialogUsed) setDialogUsed(true)
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
                <h3 className="break-words text-lg font-semibold">{mission.title}</h3>
                <p className="break-words text-white/80">{mission.description}</p>
                <p className="font-bold text-accent-300">{m.points(mission.points)}</p>
                {userId ? (
                  <Button
                    variant="accent"
                    size="sm"
                    className="mt-2 justify-self-start"
                    aria-label={m.completeCtaLabel(mission.title)}
                    onClick={() => setCompleting(mission)}
                  >
                    {m.completeCta}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </SectionState>
      {userId ? (
        <>
          <MyCompletions userId={userId} />
          {dialogUsed || completing ? (
            <Suspense fallback={null}>
              <CompletionDialog
                userId={userId}
                mission={completing}
                onOpenChange={(open) => {
                  if (!open) setCompleting(null)
                }}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
