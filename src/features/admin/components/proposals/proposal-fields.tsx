import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { safeUrl } from '@/lib/safe-url'
import { linkClass } from '@/staff/components/list/list-parts'
import type { ProposalWithHandler } from '../../api/get-proposal'
import { formatDateTime, proposalsMessages as t, proposalTypeLabel } from '../../proposals-messages'
import { handlerName } from './proposals-csv'
import { StatusBadge } from './status-badge'

const f = t.fields

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-gray-700">{label}</dt>
      <dd className="mt-1 break-words text-gray-900">{children}</dd>
    </div>
  )
}

function Missing() {
  return <span className="text-gray-600">{t.notInformed}</span>
}

/** A stored web address as a link that opens apart from the admin (only safe http(s) ones). */
function External({ href }: { href: string | null }) {
  if (!href) return <Missing />
  const safe = safeUrl(href, false)
  if (!safe) return <>{href}</>
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={`${linkClass} break-all`}>
      {href}
      <ExternalLink aria-hidden="true" className="ml-1 inline h-4 w-4" />{' '}
      <span className="sr-only">{t.newTab}</span>
    </a>
  )
}

/** "+55 (11) 99999-0000" -> "tel:+5511999990000". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** Every field of a proposal, labelled in pt-BR, long texts with their line breaks. */
export function ProposalFields({ proposal: p }: { proposal: ProposalWithHandler }) {
  return (
    <dl className="grid gap-5 rounded-2xl border border-gray-200 bg-white p-5 sm:grid-cols-2 md:p-6">
      <Field label={f.organization}>{p.organization_name}</Field>
      <Field label={f.contact}>{p.contact_name}</Field>
      <Field label={f.email}>
        <a href={`mailto:${p.email}`} className={`${linkClass} break-all`}>
          {p.email}
        </a>
      </Field>
      <Field label={f.phone}>
        {p.phone ? (
          <a href={telHref(p.phone)} className={linkClass}>
            {p.phone}
          </a>
        ) : (
          <Missing />
        )}
      </Field>
      <Field label={f.site}>
        <External href={p.site_url} />
      </Field>
      <Field label={f.instagram}>
        <External href={p.instagram_url} />
      </Field>
      <Field label={f.cnpj}>{p.cnpj || <Missing />}</Field>
      <Field label={f.type}>{proposalTypeLabel(p.partnership_type)}</Field>
      <Field label={f.description} wide>
        <span className="whitespace-pre-line">{p.organization_description}</span>
      </Field>
      <Field label={f.proposal} wide>
        <span className="whitespace-pre-line">{p.proposal}</span>
      </Field>
      <Field label={f.receivedAt}>
        <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time>
      </Field>
      <Field label={f.status}>
        <StatusBadge status={p.status} />
      </Field>
      {p.status === 'tratada' ? (
        <>
          <Field label={f.handledAt}>
            {p.handled_at ? (
              <time dateTime={p.handled_at}>{formatDateTime(p.handled_at)}</time>
            ) : (
              <Missing />
            )}
          </Field>
          <Field label={f.handledBy}>{handlerName(p)}</Field>
        </>
      ) : null}
    </dl>
  )
}
