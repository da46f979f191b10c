import { ArrowDown, ArrowUp, ListOrdered, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Switch } from '@/components/ui/switch'
import type { Direction } from '../../api/move-row'
import { listMessages as t } from '../../messages'
import { adminButton } from '../admin-button'

export function PublishSwitch({
  name,
  published,
  busy,
  onChange,
  showLabel = false,
}: {
  name: string
  published: boolean
  busy: boolean
  onChange: (published: boolean) => void
  showLabel?: boolean
}) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-gray-800">
      {/* Not disabled while saving (that would drop the focus): a second press waits. */}
      <Switch
        checked={published}
        aria-busy={busy || undefined}
        aria-label={t.publishSwitch(name)}
        onCheckedChange={(next) => {
          if (!busy) onChange(next)
        }}
      />
      {showLabel ? <span aria-hidden="true">{t.published}</span> : null}
    </span>
  )
}

export function MoveButtons({
  id,
  name,
  canUp,
  canDown,
  busy,
  onMove,
}: {
  id: string
  name: string
  canUp: boolean
  canDown: boolean
  busy: boolean
  onMove: (direction: Direction) => void
}) {
  const button = adminButton({ variant: 'secondary', size: 'icon' })
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        className={button}
        data-move={`${id}:-1`}
        aria-label={t.moveUpItem(name)}
        title={t.moveUp}
        disabled={!canUp}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onMove(-1)
        }}
      >
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        className={button}
        data-move={`${id}:1`}
        aria-label={t.moveDownItem(name)}
        title={t.moveDown}
        disabled={!canDown}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onMove(1)
        }}
      >
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </button>
    </span>
  )
}

/** "Mover para a posição…": opens the dialog that takes a number. */
export function MoveToButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={adminButton({ variant: 'secondary' })}
      aria-label={t.moveToItem(name)}
      onClick={onClick}
    >
      <ListOrdered aria-hidden="true" className="h-4 w-4" />
      <span className="max-lg:sr-only">{t.moveTo}</span>
    </button>
  )
}

/** The row's place in the site's order ("2º"), and whether the home page shows it. */
export function PositionBadge({ position, onHome }: { position: number; onHome: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-sm">
      <span className="font-semibold text-gray-900" aria-label={t.positionLabel(position)}>
        {t.position(position)}
      </span>
      {onHome ? (
        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
          {t.onHome}
        </span>
      ) : null}
    </span>
  )
}

export function EditLink({ href, name }: { href: string; name: string }) {
  return (
    <Link to={href} aria-label={t.editItem(name)} className={adminButton({ variant: 'secondary' })}>
      <Pencil aria-hidden="true" className="h-4 w-4" />
      {t.edit}
    </Link>
  )
}

export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={t.removeItem(name)}
      className={adminButton({ variant: 'dangerQuiet' })}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      {t.remove}
    </button>
  )
}
