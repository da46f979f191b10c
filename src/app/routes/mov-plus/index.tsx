import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'
import { Seo } from '@/components/ui/seo'
import { loginPath, metaFor, movPlusPath, registerPath } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { MissionsSection } from '@/features/mov-plus/components/missions-section'
import { MyPointsSection } from '@/features/mov-plus/components/my-points-section'
import { RankingSection } from '@/features/mov-plus/components/ranking-section'
import { RewardsSection } from '@/features/mov-plus/components/rewards-section'
import { movPlusMessages as m } from '@/features/mov-plus/messages'

/** After signing up or in, the visitor comes back here. */
const returnHere = { from: movPlusPath }

function SignedOutActions() {
  return (
    <div className="mt-6 grid gap-3">
      <p className="max-w-2xl text-white/85">{m.signedOutNote}</p>
      <div className="flex flex-wrap gap-3">
        <Link
          to={registerPath}
          state={returnHere}
          className="rounded-full bg-accent-400 px-6 py-3 font-bold text-ink-950 hover:bg-accent-300"
        >
          {m.joinCta}
        </Link>
        <Link
          to={loginPath}
          state={returnHere}
          className="rounded-full border border-white/40 px-6 py-3 font-bold hover:bg-white/10"
        >
          {m.loginCta}
        </Link>
      </div>
    </div>
  )
}

function HowItWorks() {
  return (
    <section aria-labelledby="mov-plus-how" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="mov-plus-how" className="mb-6 text-2xl font-bold md:text-3xl">
        {m.howTitle}
      </h2>
      <ol className="grid gap-4 md:grid-cols-4">
        {m.steps.map((step, i) => (
          <li key={step.title} className="rounded-2xl border border-white/10 bg-ink-900 p-5">
            <span className="text-3xl font-black text-accent-300" aria-hidden="true">
              {i + 1}
            </span>
            <h3 className="mt-2 font-semibold">{step.title}</h3>
            <p className="text-white/80">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

export function Component() {
  const meta = metaFor(movPlusPath)
  const { loading, user } = useAuth()
  const userId = user?.id
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <PageHeader eyebrow={m.eyebrow} title={m.title} description={m.intro}>
        {loading || userId ? null : <SignedOutActions />}
      </PageHeader>
      {userId ? <MyPointsSection userId={userId} /> : <HowItWorks />}
      <MissionsSection userId={userId} />
      <RewardsSection userId={userId} />
      <RankingSection userId={userId} />
    </>
  )
}
