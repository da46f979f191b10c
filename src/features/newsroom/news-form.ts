import * as z from 'zod'
import { fromMovementInput, toMovementInput } from '@/lib/movement-time'
import { isSafeUrl } from '@/lib/safe-url'
import { SLUG, charLength } from '@/staff/resources/fields'
import type { NewsRow, NewsValues } from './api/news'
import { editorMessages } from './messages'
import type { NewsState } from './news-state'

const e = editorMessages.errors
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What the editor holds: text as typed, the date as the movement's clock shows it. */
export interface NewsFormValues {
  title: string
  slug: string
  summary: string
  body: string
  cover_image_url: string
  cover_image_alt: string
  author_id: string
  /** `datetime-local` text on the movement's clock ("2026-11-25T14:30"), or '' (not chosen). */
  published_at: string
}

export const emptyNews: NewsFormValues = {
  title: '',
  slug: '',
  summary: '',
  body: '',
  cover_image_url: '',
  cover_image_alt: '',
  author_id: '',
  published_at: '',
}

/**
 * The form's values for a saved article. A draft keeps its date only when it is still ahead (a
 * planned time): the date of a draft that was never planned is just when it was created, and
 * publishing it later should not backdate it.
 */
export function formValuesOf(row: NewsRow, now: number = Date.now()): NewsFormValues {
  const state = row.news_state
  const keepsDate =
    state === 'publicada' || state === 'agendada' || Date.parse(row.published_at) > now
  return {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    cover_image_url: row.cover_image_url ?? '',
    cover_image_alt: row.cover_image_alt ?? '',
    author_id: row.author_id ?? '',
    published_at: keepsDate ? toMovementInput(row.published_at) : '',
  }
}

const max = (limit: number, message: string) => (v: string) => charLength(v) <= limit || message

/** The database's CHECK constraints, said in pt-BR before anything is sent. */
export const newsSchema = z
  .object({
    title: z
      .string()
      .refine((v) => v.trim() !== '', e.title)
      .refine(max(300, e.titleMax)),
    slug: z
      .string()
      .refine((v) => v !== '', e.slug)
      .refine(max(200, e.slugMax))
      .refine((v) => v === '' || SLUG.test(v), e.slugFormat),
    summary: z
      .string()
      .refine((v) => v.trim() !== '', e.summary)
      .refine(max(5000, e.summaryMax)),
    body: z.string().refine(max(100000, e.bodyMax)),
    cover_image_url: z
      .string()
      .refine((v) => v === '' || isSafeUrl(v, { sitePaths: true }), e.cover),
    cover_image_alt: z.string().refine(max(300, e.coverAltMax)),
    author_id: z.string().refine((v) => v === '' || UUID.test(v), e.author),
    published_at: z.string().refine((v) => v === '' || fromMovementInput(v) !== null, e.date),
  })
  .superRefine((v, ctx) => {
    if (v.cover_image_url.trim() !== '' && v.cover_image_alt.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['cover_image_alt'], message: e.coverAlt })
    }
  })

/** What a button asks for. */
export type SaveIntent = 'draft' | 'publish' | 'publishNow' | 'save' | 'toDraft' | 'unpublish'

type SavePlan =
  | { ok: true; values: NewsValues; result: NewsState }
  | { ok: false; field: 'body' | 'published_at'; message: string }

/**
 * The row to send for an intent. Publishing with no date publishes now; a date ahead schedules;
 * "Salvar alterações" keeps the article as published (or scheduled) as it is.
 */
export function planSave(
  intent: SaveIntent,
  form: NewsFormValues,
  current: { is_published: boolean } | null,
  now: Date = new Date(),
): SavePlan {
  const date = form.published_at ? fromMovementInput(form.published_at) : null
  const publishing =
    intent === 'publish' || intent === 'publishNow' || (intent === 'save' && current?.is_published)
  if (publishing && form.body.trim() === '') {
    return { ok: false, field: 'body', message: e.bodyToPublish }
  }
  if (intent === 'save' && current?.is_published && !date) {
    return { ok: false, field: 'published_at', message: e.dateRequired }
  }
  const base = {
    title: form.title.trim(),
    slug: form.slug,
    summary: form.summary.trim(),
    body: form.body,
    cover_image_url: form.cover_image_url.trim() || null,
    cover_image_alt: form.cover_image_url.trim() ? form.cover_image_alt.trim() : null,
    author_id: form.author_id || null,
  }
  // null: "now" on the database's clock (a trigger sets it), never this browser's clock.
  let published_at: string | null | undefined
  let is_published: boolean
  if (intent === 'publishNow') {
    is_published = true
    published_at = null
  } else if (intent === 'publish') {
    is_published = true
    published_at = date
  } else if (intent === 'save') {
    is_published = current?.is_published ?? false
    published_at = date ?? undefined
  } else {
    is_published = false
    published_at = date ?? undefined
  }
  const values: NewsValues = {
    ...base,
    is_published,
    ...(published_at !== undefined ? { published_at } : {}),
  }
  const result: NewsState = is_published
    ? published_at && Date.parse(published_at) > now.getTime()
      ? 'agendada'
      : 'publicada'
    : intent === 'unpublish'
      ? 'despublicada'
      : 'rascunho'
  return { ok: true, values, result }
}
