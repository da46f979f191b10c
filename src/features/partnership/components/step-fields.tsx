import { SelectField, TextAreaField, TextField } from '@/components/ui/field'
import {
  MAX_LENGTH,
  PARTNERSHIP_TYPES,
  REQUIRED_FIELDS,
  STEPS,
  type FieldErrors,
  type PartnershipField,
  type PartnershipFormValues,
} from '../form'
import { partnershipMessages as t } from '../messages'

const inputTypes: Partial<
  Record<
    PartnershipField,
    {
      type: string
      autoComplete?: string
      inputMode?: 'text' | 'tel' | 'numeric' | 'url' | 'email'
    }
  >
> = {
  organization_name: { type: 'text', autoComplete: 'organization' },
  contact_name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  // Text inputs (not type=url) so "mov.org.br" and "@perfil" are accepted and normalised.
  site_url: { type: 'text', autoComplete: 'url', inputMode: 'url' },
  instagram_url: { type: 'text', autoComplete: 'off', inputMode: 'url' },
  cnpj: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
}

/** The fields of one step, labelled, with required marks and errors next to each field. */
export function StepFields({
  step,
  values,
  errors,
  onChange,
}: {
  step: number
  values: PartnershipFormValues
  errors: FieldErrors
  onChange: (field: PartnershipField, value: string) => void
}) {
  return (
    <div className="grid gap-4">
      {(STEPS[step] ?? []).map((field) => {
        const common = {
          name: field,
          label: t.labels[field],
          required: REQUIRED_FIELDS.has(field),
          error: errors[field],
          hint: t.hints[field],
          value: values[field],
          'data-field': field,
        }
        if (field === 'partnership_type') {
          return (
            <SelectField key={field} {...common} onChange={(e) => onChange(field, e.target.value)}>
              <option value="">{t.selectPlaceholder}</option>
              {PARTNERSHIP_TYPES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          )
        }
        if (field === 'organization_description' || field === 'proposal') {
          return (
            <TextAreaField
              key={field}
              {...common}
              maxLength={MAX_LENGTH[field]}
              onChange={(e) => onChange(field, e.target.value)}
            />
          )
        }
        return (
          <TextField
            key={field}
            {...common}
            {...inputTypes[field]}
            maxLength={MAX_LENGTH[field]}
            onChange={(e) => onChange(field, e.target.value)}
          />
        )
      })}
    </div>
  )
}
