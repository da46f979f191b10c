import { ArrowLeft, ExternalLink, MapPin } from 'lucide-react'
import { Link } from 'react-router-dom'
import { ItemQueryView, ItemSkeleton } from '@/components/ui/item-query-view'
import { Markdown } from '@/components/ui/markdown'
import { Seo } from '@/components/ui/seo'
import { useInstitute } from '../api/get-institute'
import { instituteHead } from '../head'
import { institutionalMessages as m } from '../messages'
import type { Institute } from '../types'
import { placeOf } from './institutes-list'
import { institutesPath } from '@/config/paths'
import { ResponsiveImage } from '@/components/ui/responsive-image'

/** `/institutos/{id}`: logo, place, description and site of one institute. */
export function InstituteDetail({ id }: { id: string }) {
  const query = useInstitute(id)
  return (
    <ItemQueryView
      query={query}
      skeleton={
        <ItemSkeleton
          rows={['h-20 w-20', 'h-10 w-2/3', 'h-4 w-full', 'h-4 w-5/6']}
          testId="instituto-skeleton"
        />
      }
      error={{ heading: m.instituteFallbackTitle, title: m.instituteError }}
      notFound={{
        title: m.instituteNotFound,
        description: m.instituteNotFoundDescription,
        backTo: institutesPath,
        backLabel: m.backToInstitutes,
      }}
    >
      {(institute) => <InstituteView institute={institute} />}
    </ItemQueryView>
  )
}

function InstituteView({ institute }: { institute: Institute }) {
  const place = placeOf(institute)
  return (
    <article className="mx-auto max-w-4xl px-4 pb-16 pt-10">
      <Seo {...instituteHead(institute)} />
      <Link
        to={institutesPath}
        className="inline-flex items-center gap-1 text-sm font-semibold text-accent-300 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {m.backToInstitutes}
      </Link>
      <header className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center">
        {institute.logo_url ? (
          <ResponsiveImage
            src={institute.logo_url}
            alt={m.instituteLogoAlt(institute.name)}
            sizes="96px"
            width={96}
            height={96}
            priority
            className="h-24 w-24 shrink-0 rounded-2xl bg-white object-contain p-2"
          />
        ) : null}
        <div>
          <h1 className="text-3xl font-black tracking-tight md:text-5xl">{institute.name}</h1>
          {place ? (
            <p className="mt-2 inline-flex items-center gap-1 text-white/85">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              {place}
            </p>
          ) : null}
        </div>
      </header>
      <Markdown className="mt-8 text-lg text-white/90">{institute.description}</Markdown>
      {institute.site_url && /^https?:\/\//i.test(institute.site_url) ? (
        <a
          href={institute.site_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${m.instituteSite(institute.name)} ${m.newWindow}`}
          className="mt-8 inline-flex h-11 items-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-500"
        >
          {m.instituteSite(institute.name)}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      ) : null}
    </article>
  )
}
