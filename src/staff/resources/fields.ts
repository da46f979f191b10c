// Form fields whose zod rules mirror the CHECK constraints of
// supabase/migrations/20261121050100_content.sql (URLs: the one rule of src/lib/safe-url.ts and
// 20261126110000_url_rule.sql), each with its pt-BR message. Text is trimmed;
// lengths are counted in characters (code points), as Postgres' char_length does; empty optional
// text is saved as null.
import * as z from 'zod'
import { isSafeUrl, URL_MAX_LENGTH } from '@/lib/safe-url'
import { validationMessages as m } from '../messages'
import type { Field, FieldControl, FormValue, SelectOption } from './types'

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const UF = /^[A-Z]{2}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Characters as Postgres counts them (code points, so an emoji is one). */
export function charLength(text: string): number {
  let n = 0
  for (const _ of text) n += 1
  return n
}

const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value)

/** The form's text, trimmed; checked by `check`, which returns a message or nothing. */
function textSchema<Out>(
  check: (value: string) => string | undefined,
  out: (value: string) => Out,
): z.ZodType<Out, FormValue> {
  return z
    .string()
    .transform((raw) => raw.trim())
    .superRefine((value, ctx) => {
      const message = check(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    })
    .transform(out) as unknown as z.ZodType<Out, FormValue>
}

function lengthRule(max: number) {
  return (value: string) => (charLength(value) > max ? m.maxLength(max) : undefined)
}

interface TextOptions {
  label: string
  max: number
  hint?: string
  control?: 'text' | 'textarea' | 'markdown'
}

function textControl(options: TextOptions): FieldControl {
  const kind = options.control ?? 'text'
  return { kind }
}

/** Required text (`not null check (char_length(x) between 1 and max)`). */
export function requiredText(options: TextOptions & { required: string }): Field<string> {
  return {
    label: options.label,
    hint: options.hint,
    required: true,
    requiredMessage: options.required,
    maxLength: options.max,
    control: textControl(options),
    schema: textSchema(
      (v) => (v === '' ? options.required : lengthRule(options.max)(v)),
      (v) => v,
    ),
    initial: '',
    toForm: asText,
  }
}

/** Optional text (`check (char_length(x) <= max)`, nullable): empty is saved as null. */
export function optionalText(options: TextOptions): Field<string | null> {
  return {
    label: options.label,
    hint: options.hint,
    required: false,
    maxLength: options.max,
    control: textControl(options),
    schema: textSchema(lengthRule(options.max), (v) => (v === '' ? null : v)),
    initial: '',
    toForm: asText,
  }
}

/** Text that is `not null` but may be empty (`check (char_length(x) <= max)`): saved as ''. */
export function bodyText(options: TextOptions): Field<string> {
  return {
    label: options.label,
    hint: options.hint,
    required: false,
    maxLength: options.max,
    control: textControl(options),
    schema: textSchema(lengthRule(options.max), (v) => v),
    initial: '',
    toForm: asText,
  }
}

interface UrlOptions {
  label: string
  hint?: string
  /** The column also takes site paths such as /imagens/foto.jpg. */
  sitePaths: boolean
}

function urlRule(sitePaths: boolean) {
  return (value: string) => {
    if (charLength(value) > URL_MAX_LENGTH) return m.maxLength(URL_MAX_LENGTH)
    if (isSafeUrl(value, { sitePaths })) return undefined
    return sitePaths ? m.urlOrPath : m.url
  }
}

export function requiredUrl(options: UrlOptions & { required: string }): Field<string> {
  const rule = urlRule(options.sitePaths)
  return {
    label: options.label,
    hint: options.hint,
    required: true,
    requiredMessage: options.required,
    control: { kind: 'url' },
    schema: textSchema(
      (v) => (v === '' ? options.required : rule(v)),
      (v) => v,
    ),
    initial: '',
    toForm: asText,
  }
}

export function optionalUrl(options: UrlOptions): Field<string | null> {
  const rule = urlRule(options.sitePaths)
  return {
    label: options.label,
    hint: options.hint,
    required: false,
    control: { kind: 'url' },
    schema: textSchema(
      (v) => (v === '' ? undefined : rule(v)),
      (v) => (v === '' ? null : v),
    ),
    initial: '',
    toForm: asText,
  }
}

interface MediaOptions {
  label: string
  hint?: string
  accept: 'image' | 'document'
  /** Storage folder under site-media (e.g. `banners`). */
  folder: string
}

/** An image or file column (an upload or a typed URL/site path; the same rule as `requiredUrl`). */
export function requiredMedia(options: MediaOptions & { required: string }): Field<string> {
  return {
    ...requiredUrl({ ...options, sitePaths: true }),
    control: { kind: 'media', accept: options.accept, folder: options.folder },
  }
}

export function optionalMedia(options: MediaOptions): Field<string | null> {
  return {
    ...optionalUrl({ ...options, sitePaths: true }),
    control: { kind: 'media', accept: options.accept, folder: options.folder },
  }
}

/** A whole number between `min` and `max` (`integer not null check (x between min and max)`). */
export function integer(options: {
  label: string
  required: string
  min: number
  max: number
  rangeMessage?: string
  hint?: string
}): Field<number> {
  return {
    label: options.label,
    hint: options.hint,
    required: true,
    requiredMessage: options.required,
    control: { kind: 'text', inputMode: 'numeric' },
    schema: textSchema(
      (v) => {
        if (v === '') return options.required
        if (!/^[+-]?\d+$/.test(v)) return m.integer
        const n = Number(v)
        if (n < options.min || n > options.max)
          return options.rangeMessage ?? m.range(options.min, options.max)
        return undefined
      },
      (v) => Number(v),
    ),
    initial: '',
    toForm: asText,
  }
}

/** A calendar date (`date not null`), as the date input gives it (YYYY-MM-DD). */
export function requiredDate(options: { label: string; required: string; hint?: string }) {
  const field: Field<string> = {
    label: options.label,
    hint: options.hint,
    required: true,
    requiredMessage: options.required,
    control: { kind: 'date' },
    schema: textSchema(
      (v) => {
        if (v === '') return options.required
        const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
        if (!match) return m.date
        const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
        const date = new Date(Date.UTC(year, month - 1, day))
        return date.getUTCFullYear() === year &&
          date.getUTCMonth() === month - 1 &&
          date.getUTCDate() === day
          ? undefined
          : m.date
      },
      (v) => v,
    ),
    initial: '',
    toForm: (value) => asText(value).slice(0, 10),
  }
  return field
}

/** One of a fixed list (`check (x in (...))`, not null). */
export function requiredChoice(options: {
  label: string
  required: string
  options: readonly SelectOption[]
  initial?: string
  hint?: string
}): Field<string> {
  const allowed = new Set(options.options.map((o) => o.value))
  return {
    label: options.label,
    hint: options.hint,
    required: true,
    requiredMessage: options.required,
    control: { kind: 'select', options: options.options },
    schema: textSchema(
      (v) => (v === '' ? options.required : allowed.has(v) ? undefined : m.choice),
      (v) => v,
    ),
    initial: options.initial ?? '',
    toForm: asText,
  }
}

/**
 * One of a fixed list, or none (null). `openMax`: the column takes any text up to that length (the
 * list only suggests), so a value outside the list that a row already has is kept.
 */
export function optionalChoice(options: {
  label: string
  options: readonly SelectOption[]
  emptyLabel: string
  openMax?: number
  hint?: string
}): Field<string | null> {
  const allowed = new Set(options.options.map((o) => o.value))
  const openMax = options.openMax
  return {
    label: options.label,
    hint: options.hint,
    required: false,
    control: {
      kind: 'select',
      options: options.options,
      emptyLabel: options.emptyLabel,
      open: openMax !== undefined,
    },
    schema: textSchema(
      (v) => {
        if (v === '' || allowed.has(v)) return undefined
        return openMax === undefined ? m.choice : lengthRule(openMax)(v)
      },
      (v) => (v === '' ? null : v),
    ),
    initial: '',
    toForm: asText,
  }
}

/** A nullable foreign key chosen from another table (uuid or none). */
export function foreignKey(options: {
  label: string
  source: 'partner_categories'
  emptyLabel: string
  hint?: string
}): Field<string | null> {
  return {
    label: options.label,
    hint: options.hint,
    required: false,
    control: { kind: 'foreign', source: options.source, emptyLabel: options.emptyLabel },
    schema: textSchema(
      (v) => (v === '' || UUID.test(v) ? undefined : m.choice),
      (v) => (v === '' ? null : v),
    ),
    initial: '',
    toForm: asText,
  }
}

/** `slug not null unique check (char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')`. */
export function slug(options: {
  label?: string
  required?: string
  from: string
  fromLabel: string
}): Field<string> {
  const requiredMessage = options.required ?? 'Informe o identificador (slug).'
  return {
    label: options.label ?? 'Identificador no endereço (slug)',
    hint: 'Letras minúsculas sem acento, números e hífens, como jovens-liderancas. Precisa ser único.',
    required: true,
    requiredMessage,
    control: { kind: 'slug', from: options.from, fromLabel: options.fromLabel },
    schema: textSchema(
      (v) => {
        if (v === '') return requiredMessage
        if (charLength(v) > 200) return m.maxLength(200)
        return SLUG.test(v) ? undefined : m.slug
      },
      (v) => v,
    ),
    initial: '',
    toForm: asText,
  }
}

/** `state text not null check (state ~ '^[A-Z]{2}$')`. */
export function uf(options: { label: string; required: string }): Field<string> {
  return {
    label: options.label,
    hint: 'A sigla do estado, como AL ou SP.',
    required: true,
    requiredMessage: options.required,
    control: { kind: 'text', placeholder: 'AL' },
    schema: textSchema(
      (v) => (v === '' ? options.required : UF.test(v) ? undefined : m.uf),
      (v) => v,
    ),
    initial: '',
    toForm: asText,
  }
}

/** A `boolean not null` column (shown as a switch). */
export function flag(options: { label: string; hint?: string; initial: boolean }): Field<boolean> {
  return {
    label: options.label,
    hint: options.hint,
    required: false,
    control: { kind: 'switch' },
    schema: z.boolean() as unknown as z.ZodType<boolean, FormValue>,
    initial: options.initial,
    toForm: (value) => value === true,
  }
}

/** The page slug of `paginas`: one of the site's content routes of the chosen section. */
export function pageSlug(options: {
  label: string
  required: string
  sectionField: string
  slugs: readonly string[]
}): Field<string> {
  const allowed = new Set(options.slugs)
  return {
    label: options.label,
    required: true,
    requiredMessage: options.required,
    control: { kind: 'page-slug', sectionField: options.sectionField },
    schema: textSchema(
      (v) => (v === '' ? options.required : allowed.has(v) ? undefined : m.choice),
      (v) => v,
    ),
    initial: '',
    toForm: asText,
  }
}
