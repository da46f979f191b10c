import { MapPin } from 'lucide-react'
import { Link } from 'react-router-dom'
import { usePageParam } from '@/components/ui/page-pagination'
import { CardGridSkeleton, ListSection, PagedList } from '@/components/ui/paged-list'
import { INSTITUTES_PAGE_SIZE, useInstitutes } from '../api/get-institutes'
import { institutionalMessages as m } from '../messages'
import { href, institutePath } from '@/config/paths'
import { ResponsiveImage } from '@/components/ui/responsive-image'

export function placeOf(i: { city: string | null; state: string | null }): string {
  return [i.city, i.state].filter(Boolean).join(' — ')
}

/** The institutes of the network, each linking to `/institutos/{id}`. */
export function InstitutesList() {
  const page = usePageParam()
  const query = useInstitutes({ page, pageSize: INSTITUTES_PAGE_SIZE })
  return (
    <ListSection id="institutos-heading" heading={m.institutesHeading}>
      <PagedList
        query={query}
        page={page}
        pageSize={INSTITUTES_PAGE_SIZE}
        messages={{
          error: m.institutesError,
          empty: m.institutesEmpty,
          count: m.institutesCount,
          pagination: m.institutesPagination,
        }}
        skeleton={<CardGridSkeleton count={6} itemClassName="h-40" testId="institutos-skeleton" />}
        renderItem={(i) => (
          <article className="relative flex h-full items-center gap-4 rounded-2xl border border-white/10 bg-ink-900 p-5 hover:border-brand-300/60">
            {i.logo_url ? (
              <ResponsiveImage
                src={i.logo_url}
                alt=""
                sizes="64px"
                width={64}
                height={64}
                className="h-16 w-16 shrink-0 rounded-xl bg-white object-contain p-1"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-2xl font-black"
              >
                {i.name.charAt(0)}
              </span>
            )}
            <div className="min-w-0">
              <h3 className="text-lg font-bold">
                <Link
                  to={href(institutePath, { id: i.id })}
                  className="after:absolute after:inset-0"
                >
                  {i.name}
                </Link>
              </h3>
              {placeOf(i) ? (
                <p className="mt-1 inline-flex items-center gap-1 text-sm text-white/80">
                  <MapPin aria-hidden="true" className="h-4 w-4" />
                  {placeOf(i)}
                </p>
              ) : null}
            </div>
          </article>
        )}
      />
    </ListSection>
  )
}
