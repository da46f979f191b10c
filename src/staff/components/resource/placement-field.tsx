import { SelectField } from '@/components/ui/field'
import type { Placement } from '../../api/create-row'
import { formMessages as t } from '../../messages'
import type { ResourceConfig } from '../../resources/types'

/**
 * Where a new row of an ordered table goes ("No início" or "No fim"), with what that means on the
 * site: for what the home page shows, how many it shows.
 */
export function PlacementField({
  config,
  value,
  onChange,
}: {
  config: ResourceConfig
  value: Placement
  onChange: (placement: Placement) => void
}) {
  return (
    <SelectField
      tone="light"
      label={t.placement}
      hint={t.placementHint(config.names, config.ordered?.home?.limit)}
      value={value}
      onChange={(event) => onChange(event.target.value === 'start' ? 'start' : 'end')}
    >
      <option value="start">{t.placementStart}</option>
      <option value="end">{t.placementEnd}</option>
    </SelectField>
  )
}
