import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { controlClass } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'
import { adminError } from '@/staff/api/errors'
import type { Person } from '../../api/get-people'
import { useUpdatePersonRole } from '../../api/update-person-role'
import { peopleMessages as t, roleLabel, ROLES, type Role } from '../../people-messages'

/**
 * A person's role select and "Alterar perfil", which asks before it changes anything. On the
 * signed-in admin's own row the select is locked (the database refuses that change anyway); if the
 * database refuses any change, its pt-BR reason shows and the select goes back to the stored role.
 */
export function PersonRoleControl({
  person,
  name,
  isSelf,
}: {
  person: Person
  name: string
  isSelf: boolean
}) {
  const id = useId()
  const stored = person.role
  const [selected, setSelected] = useState(stored)
  const [seen, setSeen] = useState(stored)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const update = useUpdatePersonRole()
  // The stored role changed (after a save or a refetch): show it.
  if (seen !== stored) {
    setSeen(stored)
    setSelected(stored)
  }
  const unchanged = selected === stored
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [isSelf ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')

  const confirm = () =>
    update.mutate(
      { id: person.id, role: selected as Role },
      {
        onSuccess: (row) => {
          setConfirming(false)
          toast({
            title: t.changed,
            description: t.changedDescription(name, roleLabel(row.role)),
            variant: 'success',
          })
        },
        onError: (e) => {
          setConfirming(false)
          setSelected(stored)
          setError(adminError(e).message)
        },
      },
    )

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t.roleSelect(name)}
      </label>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <select
          id={id}
          value={selected}
          disabled={isSelf}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setSelected(e.target.value)
            setError(null)
          }}
          className={cn(controlClass('light'), 'min-h-11 min-w-0', isSelf && 'sm:col-span-2')}
        >
          {(isSelf ? ROLES.filter((r) => r.value === stored) : ROLES).map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
        {isSelf ? null : (
          <Button
            variant="outline"
            className="min-h-11 text-gray-900 hover:bg-gray-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={unchanged || undefined}
            aria-label={t.changeFor(name)}
            onClick={() => {
              if (!unchanged) setConfirming(true)
            }}
          >
            {t.change}
          </Button>
        )}
      </div>
      {isSelf ? (
        <p id={hintId} className="text-xs text-gray-600">
          {stored === 'admin' ? t.ownAdmin : t.ownRole}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open)
          if (!open) setSelected(stored)
        }}
        title={t.confirmTitle}
        description={t.confirmDescription(name, roleLabel(stored), roleLabel(selected))}
        confirmLabel={t.confirm}
        destructive={stored === 'admin'}
        pending={update.isPending}
        onConfirm={confirm}
      />
    </div>
  )
}
