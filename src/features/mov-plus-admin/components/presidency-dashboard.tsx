import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { AdminPage } from '@/staff/components/admin-page'
import { linkClass } from '@/staff/components/list/list-parts'
import { AdminErrorState, AdminSpinner } from '@/staff/components/states'
import { useStats, useTopMissions } from '../api/stats'
import { dashboardMessages as t } from '../messages'
import { presidencyPaths } from '../paths'

function Stat({ label, value, href }: { label: string; value: number; href?: string }) {
  return (
    <li className="rounded-2xl border border-gray-300 bg-white p-5">
      <p className="text-sm font-semibold text-gray-700">{label}</p>
      <p className="mt-1 text-3xl font-black text-gray-900">{value.toLocaleString('pt-BR')}</p>
      {href ? (
        <Link to={href} className={`${linkClass} mt-2 inline-block text-sm`}>
          {t.open}
          <span className="sr-only">: {label}</span>
        </Link>
      ) : null}
    </li>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-xl font-bold text-gray-900">{title}</h2>
      {children}
    </section>
  )
}

/** /mov-plus/admin: the month's points, what waits for a decision, the missions that give most. */
export function PresidencyDashboard() {
  const stats = useStats()
  const top = useTopMissions()
  return (
    <AdminPage title={t.title} description={t.description}>
      {stats.isPending ? <AdminSpinner label={t.loading} /> : null}
      {stats.isError ? (
        <AdminErrorState title={t.error} error={stats.error} onRetry={() => void stats.refetch()} />
      ) : null}
      {stats.isSuccess ? (
        <ul className="grid gap-4 sm:grid-cols-3">
          <Stat label={t.pointsThisMonth} value={stats.data.pointsThisMonth} />
          <Stat
            label={t.pendingRedemptions}
            value={stats.data.pendingRedemptions}
            href={presidencyPaths.redemptions}
          />
          <Stat
            label={t.pendingCompletions}
            value={stats.data.pendingCompletions}
            href={presidencyPaths.completions}
          />
        </ul>
      ) : null}
      <Section title={t.topMissions}>
        {top.isPending ? <AdminSpinner label={t.loading} /> : null}
        {top.isError ? (
          <AdminErrorState title={t.error} error={top.error} onRetry={() => void top.refetch()} />
        ) : null}
        {top.isSuccess && top.data.length === 0 ? (
          <p className="text-gray-700">{t.topMissionsEmpty}</p>
        ) : null}
        {top.isSuccess && top.data.length > 0 ? (
          <ol className="grid gap-2 rounded-2xl border border-gray-300 bg-white p-4">
            {top.data.map((m) => (
              <li key={m.missionId} className="flex flex-wrap justify-between gap-2 text-gray-900">
                <span className="font-semibold">{m.title}</span>
                <span className="text-sm text-gray-700">
                  {t.timesAwarded(m.timesAwarded)} · {t.points(m.points)}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </Section>
    </AdminPage>
  )
}
