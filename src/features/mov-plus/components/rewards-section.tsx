import { Gift } from 'lucide-react'
import { useRewards } from '../api/get-rewards'
import { useMyPoints } from '../hooks/use-my-points'
import { movPlusMessages as m } from '../messages'
import { MyRedemptions } from './my-redemptions'
import { PointsSummary } from './points-summary'
import { RedeemButton } from './redeem-button'
import { SectionState } from './section-state'
import { ResponsiveImage } from '@/components/ui/responsive-image'

/** Active rewards with cost and stock; a signed-in member (`userId`) can ask for one. */
export function RewardsSection({ userId }: { userId?: string }) {
  const query = useRewards()
  const points = useMyPoints(userId ?? '').data
  return (
    <section aria-labelledby="mov-plus-rewards" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="mov-plus-rewards" className="mb-6 text-2xl font-bold md:text-3xl">
        {m.rewardsTitle}
      </h2>
      {userId && points ? (
        <div className="mb-6">
          <PointsSummary points={points} />
        </div>
      ) : null}
      <SectionState query={query} empty={m.rewardsEmpty}>
        {(rewards) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rewards.map((reward) => (
              <li
                key={reward.id}
                className="grid content-start gap-2 rounded-2xl border border-white/10 bg-ink-900 p-5"
              >
                {reward.image_url ? (
                  <ResponsiveImage
                    src={reward.image_url}
                    alt=""
                    sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    width={320}
                    height={180}
                    className="aspect-video w-full rounded-xl bg-white/5 object-cover"
                  />
                ) : (
                  <Gift aria-hidden="true" className="h-6 w-6 text-accent-300" />
                )}
                <h3 className="break-words text-lg font-semibold">{reward.title}</h3>
                <p className="break-words text-white/80">{reward.description}</p>
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-bold text-accent-300">{m.cost(reward.cost)}</span>
                  <span className="text-white/80">{m.stock(reward.stock)}</span>
                </p>
                {userId ? <RedeemButton userId={userId} reward={reward} points={points} /> : null}
              </li>
            ))}
          </ul>
        )}
      </SectionState>
      {userId ? <MyRedemptions userId={userId} /> : null}
    </section>
  )
}
