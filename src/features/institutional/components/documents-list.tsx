import { Download, FileText } from 'lucide-react'
import { usePageParam } from '@/components/ui/page-pagination'
import { ListSection, PagedList, StackSkeleton } from '@/components/ui/paged-list'
import { formatDate, isoDate } from '@/lib/format'
import { DOCUMENTS_PAGE_SIZE, useDocuments } from '../api/get-documents'
import { institutionalMessages as m } from '../messages'
import type { InstitutionalDocument } from '../types'

function groupByCategory(items: InstitutionalDocument[]): Array<[string, InstitutionalDocument[]]> {
  const groups = new Map<string, InstitutionalDocument[]>()
  for (const d of items) {
    const key = d.category?.trim() || m.otherCategory
    groups.set(key, [...(groups.get(key) ?? []), d])
  }
  return [...groups.entries()]
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** `/institucional/guias-documentos`: documents grouped by category, each with a download link. */
export function DocumentsList() {
  const page = usePageParam()
  const query = useDocuments({ page, pageSize: DOCUMENTS_PAGE_SIZE })
  return (
    <ListSection id="documentos-heading" heading={m.documentsHeading}>
      <PagedList
        query={query}
        page={page}
        pageSize={DOCUMENTS_PAGE_SIZE}
        messages={{
          error: m.documentsError,
          empty: m.documentsEmpty,
          count: m.documentsCount,
          pagination: m.documentsPagination,
        }}
        skeleton={
          <StackSkeleton
            count={5}
            itemClassName="h-16"
            gapClassName="gap-3"
            hidden
            testId="documentos-skeleton"
          />
        }
        countClassName="mb-6 text-white/85"
        renderItems={(items) => (
          <div className="grid gap-10">
            {groupByCategory(items).map(([category, docs]) => (
              <section key={category} aria-labelledby={`doc-cat-${slugify(category)}`}>
                <h3
                  id={`doc-cat-${slugify(category)}`}
                  className="mb-3 text-xl font-bold text-accent-300"
                >
                  {category}
                </h3>
                <ul className="grid gap-3">
                  {docs.map((d) => (
                    <li
                      key={d.id}
                      className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-ink-900 p-4 sm:flex-row sm:items-center"
                    >
                      <FileText
                        aria-hidden="true"
                        className="hidden h-8 w-8 shrink-0 text-brand-300 sm:block"
                      />
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold">{d.title}</p>
                        {d.description ? (
                          <p className="text-sm text-white/80">{d.description}</p>
                        ) : null}
                        {d.published_at ? (
                          <p className="text-sm text-white/75">
                            <time dateTime={isoDate(d.published_at)}>
                              {formatDate(d.published_at)}
                            </time>
                          </p>
                        ) : null}
                      </div>
                      <a
                        href={d.file_url}
                        download
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={m.download(d.title)}
                        className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-500"
                      >
                        <Download aria-hidden="true" className="h-4 w-4" />
                        {m.downloadShort}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      />
    </ListSection>
  )
}
