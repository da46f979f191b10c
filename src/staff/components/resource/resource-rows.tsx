import { Fragment, useEffect, useRef } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useMediaQuery, WIDE_SCREEN } from '../../hooks/use-media-query'
import { listMessages as t } from '../../messages'
import { rowName } from '../../resources/define'
import type { ResourceConfig, ResourceRow } from '../../resources/types'
import { Cell } from './cell'
import { MoveToDialog } from './move-to-dialog'
import {
  DeleteButton,
  EditLink,
  MoveButtons,
  MoveToButton,
  PositionBadge,
  PublishSwitch,
} from './row-controls'
import { useRowActions } from './use-row-actions'

export interface RowItem {
  row: ResourceRow
  /** Where "Editar" leads. */
  href: string
  /** Whether the row can move up / down among its siblings (the ends are disabled). */
  canUp: boolean
  canDown: boolean
  /** The row's place in the site's order (1-based), when the list knows it (no scope). */
  position?: number
  /** Whether the home page shows this row (among its first published ones). */
  onHome?: boolean
}

interface ResourceRowsProps {
  config: ResourceConfig
  items: readonly RowItem[]
  /** Shows the move buttons (the list is in display order, unfiltered). */
  reorderable: boolean
  /** Names the list for assistive technology ("Lista de programas"). */
  label: string
  /** When the rows were read (the query's dataUpdatedAt): a move's focus waits for newer rows. */
  version: number
  /** The level of each card's heading on phones (below the page's h1, or a section's h2). */
  cardHeading?: 'h2' | 'h3'
  /** How many places "Mover para a posição…" counts (unknown when the order has groups). */
  total?: number
}

/**
 * The rows of a list with their actions: a table on wide screens, stacked cards on phones. Owns
 * the live region that says what each action did, the delete confirmation, and the focus after a
 * move (the moved row's button) or a delete (the list).
 */
export function ResourceRows({
  config,
  items,
  reorderable,
  label,
  version,
  cardHeading: CardHeading = 'h2',
  total,
}: ResourceRowsProps) {
  const wide = useMediaQuery(WIDE_SCREEN)
  const actions = useRowActions(config)
  const container = useRef<HTMLElement>(null)
  const { focusRequest, clearFocusRequest } = actions

  useEffect(() => {
    if (!focusRequest || version === focusRequest.version) return
    const root = container.current
    const find = (direction: number) =>
      root?.querySelector<HTMLButtonElement>(`[data-move="${focusRequest.id}:${direction}"]`)
    const same = find(focusRequest.direction)
    // At an end the button in the same direction is disabled: the other one takes the focus.
    const target = same && !same.disabled ? same : find(-focusRequest.direction)
    if (target && !target.disabled) target.focus()
    clearFocusRequest()
  }, [focusRequest, version, clearFocusRequest])

  const nameLabel = config.fields[config.nameColumn]?.label ?? 'Nome'
  const publishControl = (item: RowItem, name: string, inCard: boolean) =>
    config.publish ? (
      <PublishSwitch
        name={name}
        published={item.row[config.publish.column] === true}
        busy={actions.togglingId === item.row.id}
        onChange={(published) => void actions.togglePublished(item.row, published)}
        showLabel={inCard}
      />
    ) : null
  const moveControl = (item: RowItem, name: string) =>
    reorderable ? (
      <span className="inline-flex flex-wrap items-center gap-2">
        {item.position !== undefined ? (
          <PositionBadge position={item.position} onHome={item.onHome === true} />
        ) : null}
        <MoveButtons
          id={item.row.id}
          name={name}
          canUp={item.canUp}
          canDown={item.canDown}
          busy={actions.movingId !== null}
          onMove={(direction) => void actions.moveRow(item.row, direction, version)}
        />
        <MoveToButton name={name} onClick={() => actions.askPlace(item.row, item.position)} />
      </span>
    ) : null

  return (
    <section ref={container} aria-label={label} tabIndex={-1} className="focus:outline-none">
      <p role="status" className="sr-only">
        {actions.announcement}
      </p>
      {wide ? (
        <div className="overflow-x-auto rounded-2xl border border-gray-300 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="border-b border-gray-300 bg-gray-50 text-gray-800">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {nameLabel}
                </th>
                {config.columns.map((c) => (
                  <th key={c.key} scope="col" className="px-4 py-3 font-semibold">
                    {c.label}
                  </th>
                ))}
                {config.publish ? (
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t.published}
                  </th>
                ) : null}
                {reorderable ? (
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t.order}
                  </th>
                ) : null}
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const name = rowName(config, item.row)
                return (
                  <tr key={item.row.id} className="border-b border-gray-200 last:border-0">
                    <th scope="row" className="max-w-xs px-4 py-3 font-semibold text-gray-900">
                      {name}
                    </th>
                    {config.columns.map((c) => (
                      <td key={c.key} className="px-4 py-3 text-gray-800">
                        <Cell column={c} row={item.row} />
                      </td>
                    ))}
                    {config.publish ? (
                      <td className="px-4 py-1">{publishControl(item, name, false)}</td>
                    ) : null}
                    {reorderable ? <td className="px-4 py-1">{moveControl(item, name)}</td> : null}
                    <td className="px-4 py-1">
                      <div className="flex flex-wrap justify-end gap-1">
                        <EditLink href={item.href} name={name} />
                        <DeleteButton name={name} onClick={() => actions.askDelete(item.row)} />
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => {
            const name = rowName(config, item.row)
            return (
              <li key={item.row.id}>
                <article className="rounded-2xl border border-gray-300 bg-white p-4">
                  <CardHeading className="break-words text-base font-bold text-gray-900">
                    {name}
                  </CardHeading>
                  {config.columns.length > 0 ? (
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      {config.columns.map((c) => (
                        <Fragment key={c.key}>
                          <dt className="font-medium text-gray-700">{c.label}</dt>
                          <dd className="min-w-0 break-words text-gray-900">
                            <Cell column={c} row={item.row} />
                          </dd>
                        </Fragment>
                      ))}
                    </dl>
                  ) : null}
                  <div className="mt-3 flex flex-wrap items-center gap-2">
                    {publishControl(item, name, true)}
                    {moveControl(item, name)}
                    <EditLink href={item.href} name={name} />
                    <DeleteButton name={name} onClick={() => actions.askDelete(item.row)} />
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      )}
      <MoveToDialog
        target={actions.toPlace}
        total={total}
        pending={actions.placing}
        onClose={actions.cancelPlace}
        onMove={(position) => void actions.placeRow(position)}
      />
      <ConfirmDialog
        open={actions.toDelete !== null}
        onOpenChange={(open) => {
          if (!open) actions.cancelDelete()
        }}
        title={
          actions.toDelete ? t.deleteTitle(config.names, rowName(config, actions.toDelete)) : ''
        }
        description={
          config.deleteNote ? `${t.deleteDescription} ${config.deleteNote}` : t.deleteDescription
        }
        confirmLabel={t.deleteConfirm}
        destructive
        pending={actions.deleting}
        onConfirm={() => {
          void actions.confirmDelete().then((deleted) => {
            if (deleted) container.current?.focus()
          })
        }}
      />
    </section>
  )
}
