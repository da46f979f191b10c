import { useState } from 'react'
import { toast } from '@/components/ui/toast'
import { adminError } from '../../api/errors'
import { useDeleteRow } from '../../api/delete-row'
import { useMoveRow, type Direction } from '../../api/move-row'
import { usePlaceRow } from '../../api/place-row'
import { useSetPublished } from '../../api/set-published'
import { listMessages as t } from '../../messages'
import { rowName } from '../../resources/define'
import type { ResourceConfig, ResourceRow } from '../../resources/types'
import type { MoveTarget } from './move-to-dialog'

interface FocusRequest {
  id: string
  direction: Direction
  /** The list's data version when the move was asked for: the focus waits for a newer one. */
  version: number
}

/**
 * The writes a list row offers (publish, move, delete), each saying what happened in a toast and
 * in the list's live region, or showing the server's error.
 */
export function useRowActions(config: ResourceConfig) {
  const publish = useSetPublished(config)
  const move = useMoveRow(config)
  const place = usePlaceRow(config)
  const remove = useDeleteRow(config)
  const [announcement, setAnnouncement] = useState('')
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null)
  const [toDelete, setToDelete] = useState<ResourceRow | null>(null)
  const [toPlace, setToPlace] = useState<MoveTarget | null>(null)

  function succeed(message: string) {
    setAnnouncement(message)
    toast({ title: message, variant: 'success' })
  }

  function fail(title: string, error: unknown) {
    const { message } = adminError(error)
    setAnnouncement(`${title} ${message}`)
    toast({ title, description: message, variant: 'destructive' })
  }

  async function togglePublished(row: ResourceRow, published: boolean) {
    const name = rowName(config, row)
    try {
      await publish.mutateAsync({ id: row.id, published })
      succeed(published ? t.publishedNow(config.names, name) : t.hiddenNow(config.names, name))
    } catch (error) {
      fail(t.publishError, error)
    }
  }

  async function moveRow(row: ResourceRow, direction: Direction, version: number) {
    try {
      await move.mutateAsync({ id: row.id, direction })
      succeed(t.moved(rowName(config, row), direction))
      // Once the list shows the new order, the moved row's button takes the focus again (the
      // browser drops it when the row's element moves; see ResourceRows).
      setFocusRequest({ id: row.id, direction, version })
    } catch (error) {
      fail(t.moveError, error)
    }
  }

  /** Moves the row being placed to `position` in one call; the dialog closes once it is there. */
  async function placeRow(position: number) {
    if (!toPlace) return
    try {
      const placed = await place.mutateAsync({ id: toPlace.id, position })
      setToPlace(null)
      succeed(t.movedTo(toPlace.name, placed))
    } catch (error) {
      fail(t.moveError, error)
    }
  }

  /** Deletes the row being confirmed; true when it is gone. */
  async function confirmDelete(): Promise<boolean> {
    if (!toDelete) return false
    try {
      await remove.mutateAsync(toDelete.id)
      setToDelete(null)
      succeed(t.deleted(config.names))
      return true
    } catch (error) {
      setToDelete(null)
      fail(t.deleteError, error)
      return false
    }
  }

  return {
    announcement,
    togglePublished,
    togglingId: publish.isPending ? publish.variables.id : null,
    moveRow,
    movingId: move.isPending ? move.variables.id : null,
    toPlace,
    askPlace: (row: ResourceRow, position?: number) =>
      setToPlace({ id: row.id, name: rowName(config, row), position }),
    cancelPlace: () => setToPlace(null),
    placeRow,
    placing: place.isPending,
    focusRequest,
    clearFocusRequest: () => setFocusRequest(null),
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleting: remove.isPending,
  }
}
