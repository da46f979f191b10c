import { Link } from 'react-router-dom'
import { heroMessages } from '../hero-messages'
import { joinPath, programsPath } from '@/config/paths'

const t = heroMessages

/** Home section 1: headline, tagline, the two calls to action and a decorative image. */
export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-24">
        <div>
          <h1 className="text-4xl font-black tracking-tight md:text-6xl">
            {t.titleStart} <span className="text-accent-300">{t.titleHighlight}</span>.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-white/85">{t.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={joinPath}
              className="rounded-full bg-accent-400 px-6 py-3 font-bold text-ink-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300"
            >
              {t.begin}
            </Link>
            <Link
              to={programsPath}
              className="rounded-full border border-white/40 px-6 py-3 font-bold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300"
            >
              {t.programs}
            </Link>
          </div>
        </div>
        <img
          src="/images/home/hero.svg"
          alt=""
          width={640}
          height={520}
          fetchPriority="high"
          decoding="async"
          className="mx-auto h-auto w-full max-w-md md:max-w-none"
        />
      </div>
    </section>
  )
}
