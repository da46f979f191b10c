import { Link } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { metaFor } from '@/config/paths'

// The home page's sections arrive with the home page issue; the hero is here already.
export function Component() {
  const meta = metaFor('/')
  return (
    <>
      <Seo title={meta.title} description={meta.description} />
      <section className="mx-auto grid max-w-7xl gap-8 px-4 py-16 md:py-24">
        <h1 className="text-4xl font-black tracking-tight md:text-6xl">
          O futuro começa <span className="text-accent-300">agora</span>.
        </h1>
        <p className="max-w-2xl text-lg text-white/85">
          O MOV conecta jovens ao futuro: participe de programas, construa redes e transforme sua comunidade.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/junte-se-a-nos" className="rounded-full bg-accent-400 px-6 py-3 font-bold text-ink-950 hover:bg-accent-300">
            Comece agora
          </Link>
          <Link to="/programas" className="rounded-full border border-white/40 px-6 py-3 font-bold hover:bg-white/10">
            Veja os programas
          </Link>
        </div>
      </section>
    </>
  )
}
