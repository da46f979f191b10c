import { Link } from 'react-router-dom'
import { CoverCard } from '@/components/ui/cover-card'
import { usePageParam } from '@/components/ui/page-pagination'
import { CardGridSkeleton, ListSection, PagedList } from '@/components/ui/paged-list'
import { RESEARCH_PAGE_SIZE, useResearchList } from '../api/get-research-list'
import { researchMessages as m } from '../messages'
import { href, researchPath } from '@/config/paths'

/** Research list of `/redes-e-projetos/pesquisas`, each linking to `/pesquisas/{id}`. */
export function ResearchList() {
  const page = usePageParam()
  const query = useResearchList({ page, pageSize: RESEARCH_PAGE_SIZE })
  return (
    <ListSection id="pesquisas-heading" heading={m.listHeading}>
      <PagedList
        query={query}
        page={page}
        pageSize={RESEARCH_PAGE_SIZE}
        messages={{ error: m.error, empty: m.empty, count: m.count, pagination: m.pagination }}
        skeleton={<CardGridSkeleton count={3} itemClassName="h-72" testId="pesquisas-skeleton" />}
        itemClassName="flex"
        renderItem={(p) => (
          <CoverCard image={p.cover_image_url} bodyClassName="gap-2">
            <p className="text-sm font-bold text-accent-300">{p.year}</p>
            <h3 className="text-xl font-bold leading-snug">
              <Link to={href(researchPath, { id: p.id })} className="after:absolute after:inset-0">
                {p.title}
              </Link>
            </h3>
            <p className="text-sm text-white/80">{p.authors}</p>
            <p className="line-clamp-3 text-white/85">{p.summary}</p>
          </CoverCard>
        )}
      />
    </ListSection>
  )
}
