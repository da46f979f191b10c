import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from 'zod'
import { SelectField, TextField } from '@/components/ui/field'
import { historyMessages, tableLabels } from '@/staff/history-messages'
import { adminButton } from '@/staff/components/admin-button'
import { useStaffMembers } from '../../api/get-activity'

const t = historyMessages.activity

export interface ActivityFilterValues {
  person: string
  table: string
  from: string
  to: string
}

const DAY = /^(\d{4}-\d{2}-\d{2})?$/

const schema = z
  .object({
    person: z.string(),
    table: z.string(),
    from: z.string().regex(DAY, historyMessages.activity.badRange),
    to: z.string().regex(DAY, historyMessages.activity.badRange),
  })
  .superRefine((values, ctx) => {
    if (values.from && values.to && values.to < values.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: t.badRange })
  })

/** Person, content and days of the activity list; applied with "Filtrar" (they go to the URL). */
export function ActivityFilters({
  values,
  onApply,
}: {
  values: ActivityFilterValues
  onApply: (values: ActivityFilterValues) => void
}) {
  const staff = useStaffMembers()
  const { register, handleSubmit, reset, formState } = useForm<ActivityFilterValues>({
    resolver: zodResolver(schema),
    defaultValues: values,
  })
  const empty: ActivityFilterValues = { person: '', table: '', from: '', to: '' }
  return (
    <form
      noValidate
      aria-label={t.filters}
      onSubmit={(event) => void handleSubmit(onApply)(event)}
      className="grid gap-4 rounded-2xl border border-gray-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField tone="light" label={t.person} {...register('person')}>
        <option value="">{t.anyone}</option>
        {(staff.data ?? []).map((person) => (
          <option key={person.id} value={person.id}>
            {person.full_name ?? historyMessages.untitled}
          </option>
        ))}
      </SelectField>
      <SelectField tone="light" label={t.table} {...register('table')}>
        <option value="">{t.anyTable}</option>
        {Object.entries(tableLabels).map(([table, label]) => (
          <option key={table} value={table}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField tone="light" type="date" label={t.from} {...register('from')} />
      <TextField
        tone="light"
        type="date"
        label={t.to}
        error={formState.errors.to?.message}
        {...register('to')}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={adminButton({ variant: 'primary' })}>
          {t.apply}
        </button>
        <button
          type="button"
          className={adminButton()}
          onClick={() => {
            reset(empty)
            onApply(empty)
          }}
        >
          {t.clear}
        </button>
      </div>
    </form>
  )
}
