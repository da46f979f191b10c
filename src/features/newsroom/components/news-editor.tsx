import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { formatMovementDateTime, fromMovementInput } from '@/lib/movement-time'
import { useNow } from '@/lib/use-now'
import { adminError, type AdminError } from '@/staff/api/errors'
import { useMediaUploading } from '@/staff/api/upload-media'
import { adminButton } from '@/staff/components/admin-button'
import { useUnsavedChanges } from '@/staff/components/layout/unsaved-changes'
import { UploadField } from '@/staff/components/media/upload-field'
import { useAuthorOptions } from '../api/authors'
import { newsroomKeys } from '../api/keys'
import {
  availableSlug,
  NewsConflictError,
  useDeleteNews,
  useSaveNews,
  type NewsRow,
} from '../api/news'
import { draftKey, useLocalDraft } from '../local-draft'
import { editorMessages as t } from '../messages'
import {
  emptyNews,
  formValuesOf,
  newsSchema,
  planSave,
  type NewsFormValues,
  type SaveIntent,
} from '../news-form'
import type { NewsState } from '../news-state'
import { newsroomPaths } from '../paths'
import { newsSlug } from '../slug'
import { MarkdownBody } from './markdown-body'
import { StateBadge } from './state-badge'

const a = t.actions

function isSessionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const e = error as { code?: unknown; status?: unknown; message?: unknown }
  return (
    e.code === 'PGRST301' ||
    e.code === 'PGRST303' ||
    e.status === 401 ||
    (typeof e.message === 'string' && /JWT expired|invalid JWT/i.test(e.message))
  )
}

function isPermissionError(error: unknown): boolean {
  const e = error as { code?: unknown; status?: unknown } | null
  return e?.code === '42501' || e?.status === 403
}

type Problem =
  | { kind: 'session' }
  | { kind: 'conflict'; intent: SaveIntent }
  | { kind: 'error'; error: AdminError }

function problemOf(error: unknown, intent: SaveIntent): Problem {
  if (error instanceof NewsConflictError) return { kind: 'conflict', intent }
  if (isSessionError(error)) return { kind: 'session' }
  if (isPermissionError(error)) return { kind: 'error', error: { message: t.permission } }
  return { kind: 'error', error: adminError(error) }
}

function savedMessage(intent: SaveIntent, result: NewsState, publishedAt?: string): string {
  if (intent === 'unpublish') return t.saved.unpublished
  if (intent === 'toDraft') return t.saved.toDraft
  if (result === 'agendada') return t.saved.scheduled(formatMovementDateTime(publishedAt))
  if (intent === 'save') return t.saved.saved
  if (result === 'publicada') return t.saved.published
  return t.saved.draft
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  )
}

/** Where the article stands: its state and, once published or scheduled, when. */
function StateLine({ row }: { row: NewsRow | null }) {
  const state: NewsState = row ? row.news_state : 'rascunho'
  const when = row ? formatMovementDateTime(row.published_at) : ''
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
      <span className="font-semibold">{t.stateNow}:</span>
      <StateBadge state={state} />
      {state === 'agendada' ? <span>para {when}</span> : null}
      {state === 'publicada' ? <span>desde {when}</span> : null}
    </p>
  )
}

/**
 * The article editor: every field checked in pt-BR before sending, the slug made from the title
 * (until edited) and checked for uniqueness before saving, the cover uploaded to Storage with its
 * required description, the Markdown body beside its preview, the date on the movement's clock.
 * What is typed is kept in this browser until it is saved; leaving with unsaved changes asks;
 * a refused save keeps the text and says why.
 */
export function NewsEditor({
  row,
  writerId,
  onDirtyChange,
}: {
  row: NewsRow | null
  writerId: string
  /** Told whenever the editor gains or loses unsaved changes (the versions' restore asks first). */
  onDirtyChange?: (dirty: boolean) => void
}) {
  const id = row?.id ?? null
  const [baseline] = useState<NewsFormValues>(() => (row ? formValuesOf(row) : emptyNews))
  const form = useForm<NewsFormValues>({
    resolver: zodResolver(newsSchema),
    defaultValues: baseline,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const { register, control, handleSubmit, reset, setError, setValue, formState, watch } = form
  const values = watch()
  const errors = formState.errors
  const draft = useLocalDraft({
    key: draftKey(writerId, id),
    values,
    dirty: formState.isDirty,
    baseline,
  })
  // A new article's slug follows its title until the writer types one; a saved one's stays put.
  const slugEdited = useRef(row !== null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [busy, setBusy] = useState<SaveIntent | 'delete' | null>(null)
  const [confirming, setConfirming] = useState<'unpublish' | 'delete' | null>(null)
  const [invalidAttempt, setInvalidAttempt] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const uploading = useMediaUploading()
  const authors = useAuthorOptions()
  const save = useSaveNews()
  const remove = useDeleteNews()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useUnsavedChanges(formState.isDirty && busy === null)
  useEffect(() => onDirtyChange?.(formState.isDirty), [formState.isDirty, onDirtyChange])

  useEffect(() => {
    if (invalidAttempt === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [invalidAttempt])

  const now = useNow()
  // The state the database's clock gives (never the browser's): the same as the list's.
  const state: NewsState = row ? row.news_state : 'rascunho'
  const live = state === 'publicada' || state === 'agendada'
  const chosenDate = fromMovementInput(values.published_at)
  const ahead = chosenDate !== null && Date.parse(chosenDate) > now
  const publishLabel = !values.published_at ? a.publishNow : ahead ? a.schedule : a.publishDated

  const invalid = () => setInvalidAttempt((n) => n + 1)

  const run = (intent: SaveIntent, { overwrite = false } = {}) =>
    handleSubmit(async (v) => {
      setProblem(null)
      const plan = planSave(intent, v, row)
      if (!plan.ok) {
        setError(plan.field, { message: plan.message })
        invalid()
        return
      }
      setBusy(intent)
      try {
        const free = await availableSlug(v.slug, id ?? undefined)
        let slug = v.slug
        if (free !== v.slug) {
          if (slugEdited.current) {
            setError('slug', { message: t.errors.slugTaken(free) })
            invalid()
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
        draft.clear()
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
          invalid()
          return
        }
        const next = problemOf(error, intent)
        setProblem(next)
        toast({
          title: t.saveFailed,
          description:
            next.kind === 'session'
              ? t.sessionExpired
              : next.kind === 'conflict'
                ? t.conflict
                : next.error.message,
          variant: 'destructive',
        })
      } finally {
        setBusy(null)
      }
    }, invalid)()

  const deleteArticle = async () => {
    if (!id) return
    setBusy('delete')
    try {
      await remove.mutateAsync(id)
      draft.clear()
      reset(values)
      setConfirming(null)
      toast({ title: t.saved.deleted, variant: 'success' })
      void navigate(newsroomPaths.news)
    } catch (error) {
      setConfirming(null)
      setProblem(problemOf(error, 'save'))
    } finally {
      setBusy(null)
    }
  }

  const disabled = busy !== null || uploading
  const button = (intent: SaveIntent, label: string, variant?: 'primary') => (
    <button
      type="button"
      className={adminButton({ variant })}
      disabled={disabled}
      aria-busy={busy === intent || undefined}
      onClick={() => void run(intent)}
    >
      {busy === intent ? <Spinner /> : null}
      {label}
    </button>
  )

  const title = values.title.trim() || 'esta notícia'

  return (
    <div className="grid gap-4">
      {draft.found ? (
        <div role="status" className="rounded-2xl border border-sky-300 bg-sky-50 p-4 text-sky-950">
          <p>{t.localDraft.found(formatMovementDateTime(draft.found.savedAt))}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={adminButton({ variant: 'primary' })}
              onClick={() => {
                const found = draft.found
                if (!found) return
                reset(found.values, { keepDefaultValues: true })
                slugEdited.current =
                  slugEdited.current || found.values.slug !== newsSlug(found.values.title)
                draft.dismiss()
                toast({ title: t.localDraft.restored, variant: 'success' })
              }}
            >
              {t.localDraft.restore}
            </button>
            <button type="button" className={adminButton()} onClick={draft.clear}>
              {t.localDraft.discard}
            </button>
          </div>
        </div>
      ) : null}
      {/* On wide screens the buttons stay in view at the bottom while a long text is written. */}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          // Enter in a field never publishes: it saves as the safe button would.
          void run(live ? 'save' : 'draft')
        }}
        className="grid gap-6 rounded-2xl border border-gray-300 bg-white p-4 md:p-6"
      >
        <StateLine row={row} />
        <p className="text-sm text-gray-700">Campos marcados com * são obrigatórios.</p>
        <TextField
          tone="light"
          label={t.fields.title}
          required
          error={errors.title?.message}
          maxLength={300}
          {...register('title', {
            onChange: (event: { target: { value: string } }) => {
              if (!slugEdited.current) {
                setValue('slug', newsSlug(event.target.value), { shouldDirty: true })
              }
            },
          })}
        />
        <div className="grid gap-2">
          <TextField
            tone="light"
            label={t.fields.slug}
            hint={t.fields.slugHint}
            required
            error={errors.slug?.message}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            {...register('slug', {
              onChange: () => {
                slugEdited.current = true
              },
            })}
          />
          <button
            type="button"
            className={adminButton({ className: 'justify-self-start' })}
            onClick={() => {
              slugEdited.current = false
              setValue('slug', newsSlug(values.title), { shouldDirty: true, shouldValidate: true })
            }}
          >
            {t.fields.slugFromTitle}
          </button>
        </div>
        <TextAreaField
          tone="light"
          label={t.fields.summary}
          hint={t.fields.summaryHint}
          required
          error={errors.summary?.message}
          rows={3}
          {...register('summary')}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <SelectField
            tone="light"
            label={t.fields.author}
            error={errors.author_id?.message}
            hint={authors.isError ? t.fields.authorsError : undefined}
            {...register('author_id')}
          >
            <option value="">{t.fields.noAuthor}</option>
            {values.author_id && !authors.data?.some((au) => au.id === values.author_id) ? (
              <option value={values.author_id}>{authors.isPending ? 'Carregando...' : '—'}</option>
            ) : null}
            {(authors.data ?? []).map((author) => (
              <option key={author.id} value={author.id}>
                {author.name}
              </option>
            ))}
          </SelectField>
          <TextField
            tone="light"
            type="datetime-local"
            className="min-w-0"
            label={t.fields.date}
            hint={live ? t.fields.dateHintPublished : t.fields.dateHintDraft}
            error={errors.published_at?.message}
            {...register('published_at')}
          />
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <Controller
            control={control}
            name="cover_image_url"
            render={({ field }) => (
              <UploadField
                label={t.fields.cover}
                value={field.value}
                onChange={(url) => field.onChange(url)}
                onBlur={field.onBlur}
                name={field.name}
                accept="image"
                folder="noticias"
                error={errors.cover_image_url?.message}
              />
            )}
          />
          <TextAreaField
            tone="light"
            label={t.fields.coverAlt}
            hint={t.fields.coverAltHint}
            required={values.cover_image_url.trim() !== ''}
            error={errors.cover_image_alt?.message}
            rows={3}
            maxLength={300}
            {...register('cover_image_alt')}
          />
        </div>
        <MarkdownBody register={register('body')} text={values.body} error={errors.body?.message} />
        {problem ? (
          <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{t.saveFailed}</p>
            {problem.kind === 'conflict' ? (
              <>
                <p className="mt-1 text-sm">{t.conflict}</p>
                <button
                  type="button"
                  className={adminButton({ variant: 'dangerOutline', className: 'mt-3' })}
                  disabled={disabled}
                  onClick={() => void run(problem.intent, { overwrite: true })}
                >
                  {t.saveAnyway}
                </button>
              </>
            ) : problem.kind === 'session' ? (
              <p className="mt-1 text-sm">
                {t.sessionExpired}{' '}
                <a
                  href={newsroomPaths.signIn}
                  target="_blank"
                  rel="noreferrer"
                  className="font-semibold underline"
                >
                  {t.signInAgain}
                </a>
              </p>
            ) : (
              <>
                <p className="mt-1 text-sm">{problem.error.message}</p>
                {problem.error.detail ? (
                  <p className="mt-1 text-xs text-red-800">{problem.error.detail}</p>
                ) : null}
              </>
            )}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 border-t border-gray-200 pt-4 md:sticky md:bottom-0 md:-mx-6 md:-mb-6 md:rounded-b-2xl md:bg-white/95 md:px-6 md:py-3 md:backdrop-blur">
          {live ? (
            <>
              {button('save', a.save, 'primary')}
              {state === 'agendada' ? button('publishNow', a.publishNow) : null}
              {state === 'agendada' ? button('toDraft', a.toDraft) : null}
              {state === 'publicada' ? (
                <button
                  type="button"
                  className={adminButton({ variant: 'dangerOutline' })}
                  disabled={disabled}
                  onClick={() => setConfirming('unpublish')}
                >
                  {a.unpublish}
                </button>
              ) : null}
            </>
          ) : (
            <>
              {button('publish', publishLabel, 'primary')}
              {button('draft', a.saveDraft)}
            </>
          )}
          <Link to={newsroomPaths.news} className={adminButton()}>
            {t.backToList}
          </Link>
          {id ? (
            <button
              type="button"
              className={adminButton({ variant: 'dangerOutline', className: 'sm:ml-auto' })}
              disabled={disabled}
              onClick={() => setConfirming('delete')}
            >
              {a.delete}
            </button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirming === 'unpublish'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t.unpublishConfirm.title}
        description={t.unpublishConfirm.description(title)}
        confirmLabel={t.unpublishConfirm.confirm}
        cancelLabel={t.unpublishConfirm.cancel}
        destructive
        pending={busy === 'unpublish'}
        onConfirm={() => {
          setConfirming(null)
          void run('unpublish')
        }}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t.deleteConfirm.title}
        description={t.deleteConfirm.description(title)}
        confirmLabel={t.deleteConfirm.confirm}
        cancelLabel={t.deleteConfirm.cancel}
        destructive
        pending={busy === 'delete'}
        onConfirm={() => void deleteArticle()}
      />
    </div>
  )
}
