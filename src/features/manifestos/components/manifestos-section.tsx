import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { HOME_MANIFESTOS_LIMIT, useHomeManifestos } from '../api/get-home-manifestos'
import { manifestoMessages as t } from '../messages'
import { ManifestoCard } from './manifesto-card'

/** Home section 9: the first three manifestos, and a way to all of them when there are more. */
export function ManifestosSection() {
  const { data, isPending } = useHomeManifestos()
  if (isPending) {
    return (
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 md:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-64" />
        ))}
      </div>
    )
  }
  const items = data?.items ?? []
  if (items.length === 0) return null
  return (
    <section aria-labelledby="home-manifestos" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-10 text-center">
        <h2 id="home-manifestos" className="text-3xl font-black md:text-4xl">
          {t.homeTitle}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-white/80">{t.homeSubtitle}</p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((manifesto) => (
          <li key={manifesto.id}>
            <ManifestoCard manifesto={manifesto} />
          </li>
        ))}
      </ul>
      {(data?.total ?? 0) > HOME_MANIFESTOS_LIMIT ? (
        <div className="mt-10 text-center">
          <Link
            to="/manifestos"
            className="inline-flex rounded-full border border-white/40 px-6 py-3 font-bold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300"
          >
            {t.seeAll}
          </Link>
        </div>
      ) : null}
    </section>
  )
}
