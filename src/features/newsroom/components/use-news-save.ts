import { useQueryClient } from '@tanstack/react-query'
import { useState, type RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { toast } from '@/components/ui/toast'
import { formatMovementDateTime } from '@/lib/movement-time'
import { newsroomKeys } from '../api/keys'
import { availableSlug, useDeleteNews, useSaveNews, type NewsRow } from '../api/news'
import { editorMessages as t } from '../messages'
import { formValuesOf, planSave, type NewsFormValues, type SaveIntent } from '../news-form'
import type { NewsState } from '../news-state'
import { newsroomPaths } from '../paths'
import { saveProblemOf, saveProblemText, type SaveProblem } from './save-problem'

function savedMessage(intent: SaveIntent, result: NewsState, publishedAt?: string): string {
  if (intent === 'unpublish') return t.saved.unpublished
  if (intent === 'toDraft') return t.saved.toDraft
  if (result === 'agendada') return t.saved.scheduled(formatMovementDateTime(publishedAt))
  if (intent === 'save') return t.saved.saved
  if (result === 'publicada') return t.saved.published
  return t.saved.draft
}

/**
 * The editor's save flow: the plan of the chosen intent, the slug checked before sending (a
 * generated one that is taken moves to the first free number, a typed one is refused), the save
 * (refused when someone else saved meanwhile, unless `overwrite`), then the kept copy forgotten and
 * the form reset to what was stored; and the delete. A failure keeps the text and says why.
 */
export function useNewsSave({
  row,
  form,
  slugEdited,
  clearDraft,
  onInvalid,
}: {
  row: NewsRow | null
  form: UseFormReturn<NewsFormValues>
  /** Whether the writer typed the slug (a generated one follows the title). */
  slugEdited: RefObject<boolean>
  /** Forgets the copy kept in this browser. */
  clearDraft: () => void
  /** Told when a field is refused, to move the focus to it. */
  onInvalid: () => void
}) {
  const id = row?.id ?? null
  const { handleSubmit, reset, setError, setValue } = form
  const [problem, setProblem] = useState<SaveProblem | null>(null)
  const [busy, setBusy] = useState<SaveIntent | 'delete' | null>(null)
  const [confirming, setConfirming] = useState<'unpublish' | 'delete' | null>(null)
  const save = useSaveNews()
  const remove = useDeleteNews()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const run = (intent: SaveIntent, { overwrite = false } = {}) =>
    handleSubmit(async (v) => {
      setProblem(null)
      const plan = planSave(intent, v, row)
      if (!plan.ok) {
        setError(plan.field, { message: plan.message })
        onInvalid()
        return
      }
      setBusy(intent)
      try {
        const free = await availableSlug(v.slug, id ?? undefined)
        let slug = v.slug
        if (free !== v.slug) {
          if (slugEdited.current) {
            setError('slug', { message: t.errors.slugTaken(free) })
            onInvalid()
            return
          }
          slug = free
          setValue('slug', free)
        }
        const saved = await save.mutateAsync({
          id,
          values: { ...plan.values, slug },
          expectedUpdatedAt: overwrite ? undefined : row?.updated_at,
        })
        clearDraft()
        reset(formValuesOf(saved))
        slugEdited.current = true
        queryClient.setQueryData(newsroomKeys.article(saved.id), saved)
        toast({
          title: savedMessage(intent, saved.news_state, saved.published_at),
          variant: 'success',
        })
        if (!id) void navigate(newsroomPaths.newsEdit(saved.id), { replace: true })
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === '23505') {
          setError('slug', { message: t.errors.slugTaken(`${v.slug}-2`) })
          onInvalid()
          return
        }
        const next = saveProblemOf(error, intent)
        setProblem(next)
        toast({ title: t.saveFailed, description: saveProblemText(next), variant: 'destructive' })
      } finally {
        setBusy(null)
      }
    }, onInvalid)()

  const deleteArticle = async () => {
    if (!id) return
    setBusy('delete')
    try {
      await remove.mutateAsync(id)
      clearDraft()
      reset(form.getValues())
      setConfirming(null)
      toast({ title: t.saved.deleted, variant: 'success' })
      void navigate(newsroomPaths.news)
    } catch (error) {
      setConfirming(null)
      setProblem(saveProblemOf(error, 'save'))
    } finally {
      setBusy(null)
    }
  }

  return { run, deleteArticle, problem, busy, confirming, setConfirming }
}
