import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { formatMovementDateTime, fromMovementInput } from '@/lib/movement-time'
import { useNow } from '@/lib/use-now'
import { useMediaUploading } from '@/staff/api/upload-media'
import { adminButton } from '@/staff/components/admin-button'
import { useUnsavedChanges } from '@/staff/components/layout/unsaved-changes'
import { UploadField } from '@/staff/components/media/upload-field'
import { useAuthorOptions } from '../api/authors'
import type { NewsRow } from '../api/news'
import { draftKey, useLocalDraft } from '../local-draft'
import { editorMessages as t } from '../messages'
import { emptyNews, formValuesOf, newsSchema, type NewsFormValues } from '../news-form'
import type { NewsState } from '../news-state'
import { newsSlug } from '../slug'
import { EditorActions } from './editor-actions'
import { LocalDraftBanner } from './local-draft-banner'
import { MarkdownBody } from './markdown-body'
import { SaveProblemAlert } from './save-problem'
import { StateBadge } from './state-badge'
import { useNewsSave } from './use-news-save'

const a = t.actions

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
  const { register, control, reset, setValue, formState, watch } = form
  // Every change re-renders the editor by design (the kept copy, the slug, the preview and the
  // publish button follow what is typed); the build does not run the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
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
  const [invalidAttempt, setInvalidAttempt] = useState(0)
  const invalid = () => setInvalidAttempt((n) => n + 1)
  const { run, deleteArticle, problem, busy, confirming, setConfirming } = useNewsSave({
    row,
    form,
    slugEdited,
    clearDraft: draft.clear,
    onInvalid: invalid,
  })
  const formRef = useRef<HTMLFormElement>(null)
  const uploading = useMediaUploading()
  const authors = useAuthorOptions()
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

  const disabled = busy !== null || uploading

  const title = values.title.trim() || 'esta notícia'

  return (
    <div className="grid gap-4">
      {draft.found ? (
        <LocalDraftBanner
          savedAt={draft.found.savedAt}
          onRestore={() => {
            const found = draft.found
            if (!found) return
            reset(found.values, { keepDefaultValues: true })
            slugEdited.current =
              slugEdited.current || found.values.slug !== newsSlug(found.values.title)
            draft.dismiss()
            toast({ title: t.localDraft.restored, variant: 'success' })
          }}
          onDiscard={draft.clear}
        />
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
          <SaveProblemAlert
            problem={problem}
            disabled={disabled}
            onSaveAnyway={(intent) => void run(intent, { overwrite: true })}
          />
        ) : null}
        <EditorActions
          state={state}
          publishLabel={publishLabel}
          busy={busy}
          disabled={disabled}
          canDelete={id !== null}
          onRun={(intent) => void run(intent)}
          onAsk={setConfirming}
        />
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
