import { Gift } from 'lucide-react'
import { useRewards } from '../api/get-rewards'
import { movPlusMessages as m } from '../messages'
import { SectionState } from './section-state'

export function RewardsSection() {
  const query = useRewards()
  return (
    <section aria-labelledby="mov-plus-rewards" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="mov-plus-rewards" className="mb-6 text-2xl font-bold md:text-3xl">
        {m.rewardsTitle}
      </h2>
      <SectionState query={query} empty={m.rewardsEmpty}>
        {(rewards) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rewards.map((reward) => (
              <li
                key={reward.id}
                className="grid content-start gap-2 rounded-2xl border border-white/10 bg-ink-900 p-5"
              >
                {reward.image_url ? (
                  <img
                    src={reward.image_url}
                    alt=""
                    width={320}
                    height={180}
                    loading="lazy"
                    className="aspect-video w-full rounded-xl bg-white/5 object-cover"
                  />
                ) : (
                  <Gift aria-hidden="true" className="h-6 w-6 text-accent-300" />
                )}
                <h3 className="text-lg font-semibold">{reward.title}</h3>
                <p className="text-white/80">{reward.description}</p>
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-bold text-accent-300">{m.cost(reward.cost)}</span>
                  <span className="text-white/80">{m.stock(reward.stock)}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </section>
  )
}
