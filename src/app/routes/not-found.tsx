import { useEffect } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { Seo } from '@/components/ui/seo'
import { aliasTarget } from '../route-aliases'
import { homePath } from '@/config/paths'
import { notFoundMessages as t } from '../messages'

export function Component() {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  // A pt-BR alias (/loja) is not missing: it stands for a route of the specification. (Not
  // <Navigate>, which would add its code to the first load's router chunk.)
  const alias = aliasTarget(pathname)
  useEffect(() => {
    if (alias) void navigate({ pathname: alias, search, hash }, { replace: true })
  }, [alias, search, hash, navigate])
  if (alias) return null
  return (
    <>
      <Seo title={t.title} description={t.description} missing />
      <section className="mx-auto grid max-w-3xl justify-items-center gap-4 px-4 py-24 text-center">
        <p className="text-7xl font-black text-accent-300" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-black">{t.title}</h1>
        <p className="opacity-85">{t.description}</p>
        <Link
          to={homePath}
          className="rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-500"
        >
          {t.home}
        </Link>
      </section>
    </>
  )
}
