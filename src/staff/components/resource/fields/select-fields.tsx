import { useWatch, type Control } from 'react-hook-form'
import { SelectField } from '@/components/ui/field'
import { useOptions } from '../../../api/list-options'
import { formMessages as t } from '../../../messages'
import { pageSlugOptions } from '../../../resources/page-slugs'
import type { FormValues, OptionSource, SelectOption } from '../../../resources/types'

type SelectProps = Omit<Parameters<typeof SelectField>[0], 'tone' | 'value' | 'children'> & {
  value: string
}

function Options({ options, empty }: { options: readonly SelectOption[]; empty?: string }) {
  return (
    <>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  )
}

/**
 * A fixed list. `open`: the column takes other text too, so a value a row already has outside the
 * list stays selectable, said not to show on the site.
 */
export function ChoiceSelect({
  options,
  emptyLabel,
  open,
  ...props
}: SelectProps & { options: readonly SelectOption[]; emptyLabel?: string; open?: boolean }) {
  const { value } = props
  const known = options.some((o) => o.value === value)
  const extra: SelectOption[] =
    open && value !== '' && !known ? [{ value, label: `${value}${t.notShownSuffix}` }] : []
  const empty = emptyLabel ?? (props.required && value === '' ? t.choose : undefined)
  return (
    <SelectField tone="light" {...props}>
      <Options options={[...options, ...extra]} empty={empty} />
    </SelectField>
  )
}

/** A foreign key: the other table's rows, or none. */
export function ForeignSelect({
  source,
  emptyLabel,
  ...props
}: SelectProps & { source: OptionSource; emptyLabel: string }) {
  const options = useOptions(source)
  return (
    <SelectField
      tone="light"
      {...props}
      hint={options.isError ? t.optionsError : props.hint}
      aria-busy={options.isPending || undefined}
    >
      <Options
        options={options.data ?? []}
        empty={options.isPending ? t.loadingOptions : emptyLabel}
      />
      {/* The saved value stays selectable while the options load. */}
      {!options.data && props.value ? <option value={props.value}>…</option> : null}
    </SelectField>
  )
}

/** The page of `paginas`: only the routes the site has in the section chosen in `sectionField`. */
export function PageSlugSelect({
  control,
  sectionField,
  ...props
}: SelectProps & {
  control: Control<FormValues, unknown, Record<string, unknown>>
  sectionField: string
}) {
  const section = useWatch({ control, name: sectionField })
  const options = pageSlugOptions(typeof section === 'string' ? section : '')
  // A page of the other section is not offered (the form's rule refuses it too).
  const value = options.some((o) => o.value === props.value) ? props.value : ''
  return (
    <SelectField
      tone="light"
      {...props}
      value={value}
      hint={options.length === 0 ? t.chooseSectionFirst : props.hint}
    >
      <Options options={options} empty={t.choose} />
    </SelectField>
  )
}
