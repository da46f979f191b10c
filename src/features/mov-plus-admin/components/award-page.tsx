import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import * as z from 'zod'
import { SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { adminError } from '@/staff/api/errors'
import { AdminPage } from '@/staff/components/admin-page'
import { AdminButton, adminButton } from '@/staff/components/admin-button'
import { SearchBox, useListSearch } from '@/staff/components/list/list-parts'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '@/staff/components/states'
import { useActiveMissions, useAwardPoints, type MissionOption } from '../api/ledger'
import { useMember, useMemberSearch, type Member } from '../api/members'
import { awardMessages as t } from '../messages'
import { MemberLedger } from './member-ledger'

const e = t.errors

const awardSchema = z
  .object({ missionId: z.string(), points: z.string(), reason: z.string() })
  .superRefine((v, ctx) => {
    const points = v.points.trim()
    // With a mission, its points apply (the field shows them, read-only): nothing to check.
    if (v.missionId === '') {
      const n = Number(points)
      if (!/^\d+$/.test(points) || n < 1 || n > 100000) {
        ctx.addIssue({ code: 'custom', path: ['points'], message: e.points })
      }
    }
    if (v.missionId === '' && v.reason.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: e.reason })
    }
    if (v.reason.trim().length > 500) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: e.reasonMax })
    }
  })

type AwardValues = z.infer<typeof awardSchema>

function AwardForm({ member, missions }: { member: Member; missions: MissionOption[] }) {
  const award = useAwardPoints()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<AwardValues>({
    resolver: zodResolver(awardSchema),
    defaultValues: { missionId: missions[0]?.id ?? '', points: '', reason: '' },
  })
  const { register, handleSubmit, formState, control, reset } = form
  const missionId = useWatch({ control, name: 'missionId' })
  const mission = missions.find((m) => m.id === missionId)
  const name = member.fullName || member.email

  const submit = async (v: AwardValues) => {
    setFailure(null)
    try {
      // One rule, here and in the database: an award for a mission is worth the mission's points
      // (null asks for them); only "Outro motivo" sends the number typed.
      const points = v.missionId ? null : Number(v.points)
      const entry = await award.mutateAsync({
        userId: member.id,
        missionId: v.missionId || null,
        points,
        reason: v.reason.trim() || null,
      })
      toast({ title: t.awarded(entry.points, name), variant: 'success' })
      reset({ missionId: v.missionId, points: '', reason: '' })
    } catch (error) {
      const { message } = adminError(error)
      setFailure(message)
      toast({ title: e.failed, description: message, variant: 'destructive' })
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-label={t.formTitle}
      className="grid gap-4 rounded-2xl border border-gray-300 bg-white p-4 md:p-6"
    >
      <h2 className="text-lg font-bold text-gray-900">{t.formTitle}</h2>
      <SelectField tone="light" label={t.mission} {...register('missionId')}>
        {missions.map((m) => (
          <option key={m.id} value={m.id}>
            {m.title} ({m.points.toLocaleString('pt-BR')} pontos)
          </option>
        ))}
        <option value="">{t.otherReason}</option>
      </SelectField>
      <div className="grid gap-4 md:grid-cols-2">
        {mission ? (
          // The mission's points, shown as the value they are and not editable: what is given.
          <TextField
            key={mission.id}
            tone="light"
            label={t.points}
            hint={t.missionPointsHint(mission.points)}
            readOnly
            value={String(mission.points)}
            className="bg-gray-100"
          />
        ) : (
          <TextField
            tone="light"
            label={t.points}
            required
            inputMode="numeric"
            error={formState.errors.points?.message}
            {...register('points')}
          />
        )}
        <TextAreaField
          tone="light"
          label={t.reason}
          hint={t.reasonHint}
          required={!mission}
          rows={2}
          maxLength={500}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
      </div>
      {failure ? (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          {failure}
        </p>
      ) : null}
      <AdminButton
        type="submit"
        variant="primary"
        className="justify-self-start"
        disabled={formState.isSubmitting}
        aria-busy={formState.isSubmitting || undefined}
      >
        {t.submit}
      </AdminButton>
    </form>
  )
}

function ChosenMember({ id }: { id: string }) {
  const member = useMember(id)
  const missions = useActiveMissions()
  if (member.isPending || missions.isPending) return <AdminSpinner label={t.loadingMember} />
  if (member.isError || missions.isError) {
    return (
      <AdminErrorState
        title={t.memberError}
        error={member.error ?? missions.error}
        onRetry={() => {
          void member.refetch()
          void missions.refetch()
        }}
      />
    )
  }
  if (!member.data) return <AdminEmptyState title={t.memberNotFound} />
  const m = member.data
  return (
    <section aria-label={t.chosen} className="grid gap-4">
      <div className="rounded-2xl border border-brand-300 bg-brand-50 p-4 text-gray-900">
        <p className="text-sm font-semibold text-gray-700">{t.chosen}</p>
        <p className="text-lg font-bold">{m.fullName || m.email}</p>
        {m.fullName ? <p className="break-all text-sm">{m.email}</p> : null}
        <p className="mt-1 font-semibold">{t.balance(m.balance)}</p>
      </div>
      <AwardForm key={m.id} member={m} missions={missions.data} />
      <MemberLedger userId={m.id} />
    </section>
  )
}

function Results({ query, onChoose }: { query: string; onChoose: (id: string) => void }) {
  const search = useMemberSearch(query)
  if (!query) return null
  if (search.isPending) return <AdminSpinner label={t.searching} />
  if (search.isError) {
    return (
      <AdminErrorState
        title={t.searchError}
        error={search.error}
        onRetry={() => void search.refetch()}
      />
    )
  }
  if (search.data.length === 0) {
    return <AdminEmptyState title={t.noMembers} description={t.noMembersDescription} />
  }
  return (
    <ul aria-label={t.results} className="grid gap-2 sm:grid-cols-2">
      {search.data.map((m) => (
        <li
          key={m.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gray-200 bg-white p-4 text-gray-900"
        >
          <div className="min-w-0">
            <p className="break-words font-semibold">{m.fullName || m.email}</p>
            <p className="break-all text-sm text-gray-700">{m.email}</p>
            <p className="text-sm text-gray-700">{t.balance(m.balance)}</p>
          </div>
          <button
            type="button"
            className={adminButton()}
            aria-label={t.choose(m.fullName || m.email)}
            onClick={() => onChoose(m.id)}
          >
            Escolher
          </button>
        </li>
      ))}
    </ul>
  )
}

/** /mov-plus/admin/pontos: find a member, give points for a mission or a reason, undo by reversal. */
export function AwardPage() {
  const { params, setFilters } = useListSearch()
  const query = params.get('q')?.trim() ?? ''
  const memberId = params.get('membro') ?? ''
  return (
    <AdminPage title={t.title} breadcrumbs={[{ label: t.title }]} description={t.description}>
      <SearchBox
        key={query}
        label={t.search}
        hint={t.searchHint}
        value={query}
        onSearch={(q) => setFilters({ q })}
      />
      <Results query={query} onChoose={(membro) => setFilters({ membro })} />
      {memberId ? <ChosenMember key={memberId} id={memberId} /> : null}
    </AdminPage>
  )
}
