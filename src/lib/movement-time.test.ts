import { expect, test } from 'vitest'
import {
  formatMovementDateTime,
  formatMovementLongDate,
  fromMovementInput,
  movementIsoDay,
  toMovementInput,
} from './movement-time'

test('an instant is shown on the movement’s clock (UTC-3 today), whatever the browser zone', () => {
  expect(toMovementInput('2026-11-25T17:30:00Z')).toBe('2026-11-25T14:30')
  expect(formatMovementDateTime('2026-11-25T17:30:00Z')).toBe('25/11/2026 às 14:30')
  // Late at night in Brazil is already the next day in UTC.
  expect(toMovementInput('2026-11-26T02:15:00Z')).toBe('2026-11-25T23:15')
  expect(movementIsoDay('2026-11-26T02:15:00Z')).toBe('2026-11-25')
  expect(formatMovementLongDate('2026-11-26T02:15:00Z')).toBe('25 de novembro de 2026')
})

test('a time typed in Brazil is stored as the right UTC instant, and goes back unchanged', () => {
  expect(fromMovementInput('2026-11-25T14:30')).toBe('2026-11-25T17:30:00.000Z')
  expect(fromMovementInput('2026-11-25T23:15')).toBe('2026-11-26T02:15:00.000Z')
  for (const text of ['2026-01-01T00:00', '2026-06-15T12:45', '2027-12-31T23:59']) {
    expect(toMovementInput(fromMovementInput(text))).toBe(text)
  }
})

test('years with daylight saving time use that year’s offset (UTC-2 in January 2018)', () => {
  expect(fromMovementInput('2018-01-10T10:00')).toBe('2018-01-10T12:00:00.000Z')
  expect(toMovementInput('2018-01-10T12:00:00Z')).toBe('2018-01-10T10:00')
  expect(fromMovementInput('2018-07-10T10:00')).toBe('2018-07-10T13:00:00.000Z')
})

test('what is not a real date and time is refused, and missing dates show nothing', () => {
  for (const text of ['', 'amanhã', '2026-02-31T10:00', '2026-11-25T25:00', '2026-11-25']) {
    expect(fromMovementInput(text)).toBeNull()
  }
  expect(toMovementInput(null)).toBe('')
  expect(formatMovementDateTime('não é data')).toBe('')
})
