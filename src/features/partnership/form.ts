// The partnership form: fields, steps, required rules, formats and the row sent to the database.
import { isSafeUrl } from '@/lib/safe-url'
import type { TablesInsert } from '@/types/database'
import { partnershipMessages as t } from './messages'

export type PartnershipField =
  | 'organization_name'
  | 'contact_name'
  | 'email'
  | 'phone'
  | 'site_url'
  | 'instagram_url'
  | 'cnpj'
  | 'partnership_type'
  | 'organization_description'
  | 'proposal'

/** What the visitor typed, plus the honeypot `website` that only bots fill. */
export type PartnershipFormValues = Record<PartnershipField, string> & { website: string }

/**
 * The row inserted into `parcerias_solicitacoes`: the ten columns (optional ones null when empty)
 * and the draft's idempotency key.
 */
export type PartnershipRequestRow = Required<
  Omit<
    TablesInsert<'parcerias_solicitacoes'>,
    'id' | 'created_at' | 'status' | 'handled_at' | 'handled_by'
  >
>

export const STEPS: ReadonlyArray<ReadonlyArray<PartnershipField>> = [
  ['organization_name', 'contact_name'],
  ['email', 'phone'],
  ['site_url', 'instagram_url', 'cnpj'],
  ['partnership_type', 'organization_description', 'proposal'],
]
export const STEP_COUNT = STEPS.length

export const REQUIRED_FIELDS: ReadonlySet<PartnershipField> = new Set([
  'organization_name',
  'contact_name',
  'email',
  'partnership_type',
  'organization_description',
  'proposal',
])

/** Stored values and their labels ("Pro-bono (Serviços)" is stored as "Pro-bono"). */
export const PARTNERSHIP_TYPES = [
  { value: 'Financeira', label: 'Financeira' },
  { value: 'Pro-bono', label: 'Pro-bono (Serviços)' },
  { value: 'Divulgacao', label: 'Divulgação' },
  { value: 'Outro', label: 'Outro' },
] as const

/** Longest text accepted per field (kept within the table's CHECK constraints). */
export const MAX_LENGTH: Record<PartnershipField, number> = {
  organization_name: 200,
  contact_name: 200,
  email: 254,
  phone: 40,
  site_url: 500,
  instagram_url: 500,
  cnpj: 32,
  partnership_type: 40,
  organization_description: 5000,
  proposal: 5000,
}

export function emptyPartnershipForm(): PartnershipFormValues {
  return {
    organization_name: '',
    contact_name: '',
    email: '',
    phone: '',
    site_url: '',
    instagram_url: '',
    cnpj: '',
    partnership_type: '',
    organization_description: '',
    proposal: '',
    website: '',
  }
}

export function isValidEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text.trim())
}

function hasScheme(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
}

function parseWebUrl(text: string): URL | null {
  try {
    const url = new URL(text)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    // A real host name: labels separated by dots, ending in a 2+ letter top-level domain.
    if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(url.hostname)) return null
    return url
  } catch {
    return null
  }
}

/** "" -> null; "mov.org.br" -> "https://mov.org.br"; undefined when it cannot be a web address. */
export function normalizeSiteUrl(text: string): string | null | undefined {
  const trimmed = text.trim()
  if (!trimmed) return null
  const candidate = hasScheme(trimmed) ? trimmed : `https://${trimmed}`
  return parseWebUrl(candidate) && isSafeUrl(candidate, { sitePaths: false })
    ? candidate
    : undefined
}

/** "@handle" or "handle" -> "https://instagram.com/handle"; links to instagram.com kept (scheme added). */
export function normalizeInstagramUrl(text: string): string | null | undefined {
  const trimmed = text.trim()
  if (!trimmed) return null
  const handle = /^@?([A-Za-z0-9._]{1,30})$/.exec(trimmed)
  if (handle && !trimmed.includes('instagram.com')) return `https://instagram.com/${handle[1]}`
  const candidate = hasScheme(trimmed) ? trimmed : `https://${trimmed}`
  const url = parseWebUrl(candidate)
  if (!url || !isSafeUrl(candidate, { sitePaths: false })) return undefined
  return /^(www\.)?instagram\.com$/i.test(url.hostname) ? candidate : undefined
}

export type FieldErrors = Partial<Record<PartnershipField, string>>

/** Required fields of the step left empty. */
export function missingRequired(values: PartnershipFormValues, step: number): PartnershipField[] {
  return (STEPS[step] ?? []).filter((f) => REQUIRED_FIELDS.has(f) && values[f].trim() === '')
}

/** Format errors (e-mail, site, Instagram, lengths) of the step's filled fields. */
export function formatErrors(values: PartnershipFormValues, step: number): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of STEPS[step] ?? []) {
    const value = values[field].trim()
    if (!value) continue
    if (value.length > MAX_LENGTH[field]) errors[field] = t.tooLongError(MAX_LENGTH[field])
    else if (field === 'email' && !isValidEmail(value)) errors.email = t.emailError
    else if (field === 'site_url' && normalizeSiteUrl(value) === undefined)
      errors.site_url = t.siteError
    else if (field === 'instagram_url' && normalizeInstagramUrl(value) === undefined)
      errors.instagram_url = t.instagramError
  }
  return errors
}

/** The row to insert, from values that passed every step's checks, with the draft's key. */
export function toPartnershipRow(
  values: PartnershipFormValues,
  idempotencyKey: string,
): PartnershipRequestRow {
  const optional = (text: string) => text.trim() || null
  return {
    organization_name: values.organization_name.trim(),
    contact_name: values.contact_name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    site_url: normalizeSiteUrl(values.site_url) ?? null,
    instagram_url: normalizeInstagramUrl(values.instagram_url) ?? null,
    cnpj: optional(values.cnpj),
    partnership_type: values.partnership_type,
    organization_description: values.organization_description.trim(),
    proposal: values.proposal.trim(),
    idempotency_key: idempotencyKey,
  }
}
