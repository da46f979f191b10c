import { useId } from 'react'
import { useController, type Control, type UseFormGetValues } from 'react-hook-form'
import { TextAreaField, TextField } from '@/components/ui/field'
import { Switch } from '@/components/ui/switch'
import { slugify } from '@/lib/slug'
import type { Field, FormValues } from '../../../resources/types'
import { adminButton } from '../../admin-button'
import { UploadField } from '../../media/upload-field'
import { MarkdownField } from './markdown-field'
import { ChoiceSelect, ForeignSelect, PageSlugSelect } from './select-fields'

interface ResourceFieldProps {
  name: string
  field: Field
  control: Control<FormValues, unknown, Record<string, unknown>>
  getValues: UseFormGetValues<FormValues>
}

/** "Até 300 caracteres." after a text field's own hint. */
function withLimit(hint: string | undefined, max: number | undefined): string | undefined {
  if (max === undefined || max > 20_000) return hint
  const limit = `Até ${max.toLocaleString('pt-BR')} caracteres.`
  return hint ? `${hint} ${limit}` : limit
}

/** One form field, drawn for its kind, with its label, hint, required mark and pt-BR error. */
export function ResourceField({ name, field, control, getValues }: ResourceFieldProps) {
  const { field: f, fieldState } = useController({ name, control })
  const error = fieldState.error?.message
  const text = typeof f.value === 'string' ? f.value : ''
  const c = field.control
  const switchId = useId()
  const common = {
    label: field.label,
    required: field.required,
    error,
    name,
    onBlur: f.onBlur,
  }
  const onTextChange = (event: { target: { value: string } }) => f.onChange(event.target.value)

  switch (c.kind) {
    case 'text':
    case 'url':
      return (
        <TextField
          tone="light"
          {...common}
          hint={withLimit(field.hint, field.maxLength)}
          value={text}
          onChange={onTextChange}
          inputMode={c.kind === 'url' ? 'url' : c.inputMode}
          placeholder={c.kind === 'text' ? c.placeholder : undefined}
          autoComplete="off"
          spellCheck={c.kind === 'url' ? false : undefined}
        />
      )
    case 'date':
      return (
        <TextField
          tone="light"
          {...common}
          hint={field.hint}
          type="date"
          value={text}
          onChange={onTextChange}
          className="max-w-xs"
        />
      )
    case 'textarea':
      return (
        <TextAreaField
          tone="light"
          {...common}
          hint={withLimit(field.hint, field.maxLength)}
          rows={c.rows ?? 6}
          value={text}
          onChange={onTextChange}
        />
      )
    case 'markdown':
      return (
        <MarkdownField
          {...common}
          hint={field.hint}
          text={text}
          value={text}
          onChange={onTextChange}
        />
      )
    case 'media':
      return (
        // Upload a file (its public address becomes the value) or type an address.
        <UploadField
          {...common}
          hint={field.hint}
          accept={c.accept}
          folder={c.folder}
          value={text}
          onChange={f.onChange}
        />
      )
    case 'select':
      return (
        <ChoiceSelect
          {...common}
          hint={field.hint}
          options={c.options}
          emptyLabel={c.emptyLabel}
          open={c.open}
          value={text}
          onChange={onTextChange}
        />
      )
    case 'foreign':
      return (
        <ForeignSelect
          {...common}
          hint={field.hint}
          source={c.source}
          emptyLabel={c.emptyLabel}
          value={text}
          onChange={onTextChange}
        />
      )
    case 'page-slug':
      return (
        <PageSlugSelect
          {...common}
          hint={field.hint}
          control={control}
          sectionField={c.sectionField}
          value={text}
          onChange={onTextChange}
        />
      )
    case 'slug':
      return (
        <div className="grid gap-2">
          <TextField
            tone="light"
            {...common}
            hint={field.hint}
            value={text}
            onChange={onTextChange}
            autoComplete="off"
            spellCheck={false}
          />
          <button
            type="button"
            className={adminButton({ className: 'justify-self-start' })}
            onClick={() => {
              const source = getValues(c.from)
              f.onChange(slugify(typeof source === 'string' ? source : ''))
            }}
          >
            {c.fromLabel}
          </button>
        </div>
      )
    case 'switch':
      return (
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            name={name}
            checked={f.value === true}
            onCheckedChange={f.onChange}
            onBlur={f.onBlur}
          />
          <label htmlFor={switchId} className="text-sm font-medium">
            {field.label}
          </label>
        </div>
      )
  }
}
