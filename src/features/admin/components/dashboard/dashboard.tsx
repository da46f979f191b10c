import type { UseQueryResult } from '@tanstack/react-query'
import { FileImage, Inbox, Users } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { layoutMessages } from '@/staff/messages'
import { adminPaths } from '@/staff/paths'
import type { ResourceConfig } from '@/staff/resources/types'
import { AdminPage } from '@/staff/components/admin-page'
import { useCounts } from '../../api/count-rows'
import { useNewProposalsCount } from '../../api/get-new-proposals-count'
import { proposalsMessages } from '../../proposals-messages'
import { dashboardMessages as t } from '../../messages'
import { resources } from '../../resources/registry'

const cardClass = 'flex h-full flex-col rounded-2xl border border-gray-300 bg-white p-5'
const titleLinkClass =
  'rounded text-lg font-bold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

function Count({ config, query }: { config: ResourceConfig; query: UseQueryResult<number> }) {
  if (query.isPending) return <p className="mt-3 text-sm text-gray-700">{t.counting}</p>
  if (query.isError) {
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-red-800">
        {t.countError}
        <button
          type="button"
          aria-label={`${t.retry}: ${config.names.title}`}
          onClick={() => void query.refetch()}
          className="min-h-11 rounded font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t.retry}
        </button>
      </p>
    )
  }
  return (
    <p className="mt-3 text-sm font-semibold text-gray-900">{t.count(query.data, config.names)}</p>
  )
}

function Card({ href, title, children }: { href: string; title: string; children: ReactNode }) {
  return (
    <li>
      <article className={cardClass}>
        <h3>
          <Link to={href} className={titleLinkClass}>
            {title}
          </Link>
        </h3>
        {children}
      </article>
    </li>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>
    </section>
  )
}

/** "N propostas novas" under the inbox card (nothing while counting or when the count fails). */
function NewProposals() {
  const query = useNewProposalsCount()
  if (!query.isSuccess) return null
  return (
    <p className="mt-3 text-sm font-semibold text-gray-900">
      {proposalsMessages.newCount(query.data)}
    </p>
  )
}

/** /admin: every section of the site with a line about it and how many rows it has. */
export function Dashboard() {
  const counts = useCounts(resources.map((r) => r.table))
  return (
    <AdminPage title={t.title} description={t.description}>
      <div className="grid gap-10">
        <Section title={layoutMessages.groups.content}>
          {resources.map((config, index) => (
            <Card key={config.slug} href={adminPaths.list(config.slug)} title={config.names.title}>
              <p className="mt-1 text-sm text-gray-700">{config.description}</p>
              <Count config={config} query={counts[index]!} />
            </Card>
          ))}
        </Section>
        <Section title={t.contactsTitle}>
          <Card href={adminPaths.proposals} title={layoutMessages.links.proposals}>
            <p className="mt-1 flex gap-2 text-sm text-gray-700">
              <Inbox aria-hidden="true" className="h-4 w-4 shrink-0" />
              {t.proposals}
            </p>
            <NewProposals />
          </Card>
          <Card href={adminPaths.people} title={layoutMessages.links.people}>
            <p className="mt-1 flex gap-2 text-sm text-gray-700">
              <Users aria-hidden="true" className="h-4 w-4 shrink-0" />
              {t.people}
            </p>
          </Card>
          <Card href={adminPaths.media} title={layoutMessages.links.media}>
            <p className="mt-1 flex gap-2 text-sm text-gray-700">
              <FileImage aria-hidden="true" className="h-4 w-4 shrink-0" />
              {t.media}
            </p>
          </Card>
        </Section>
      </div>
    </AdminPage>
  )
}
