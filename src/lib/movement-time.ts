// The movement's clock: times are entered and shown as they are in Brazil (America/Sao_Paulo),
// whatever the browser's own zone, and stored in UTC. The zone's offset comes from Intl (no fixed
// -03:00), so a date in a year with daylight saving time is still right.

const MOVEMENT_TIME_ZONE = 'America/Sao_Paulo'

const numericParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: MOVEMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function wallClock(utcMs: number): WallClock {
  const p = Object.fromEntries(
    numericParts.formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]),
  )
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  }
}

const asUtc = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second)

/** How far the movement's clock is ahead of UTC at that instant (negative: behind), in ms. */
function offsetAt(utcMs: number): number {
  const whole = utcMs - (((utcMs % 1000) + 1000) % 1000)
  return asUtc(wallClock(whole)) - whole
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0')

/**
 * The value of an `<input type="datetime-local">` showing that instant on the movement's clock
 * ("2026-11-25T14:30"); empty for a missing or invalid date.
 */
export function toMovementInput(value: string | Date | null | undefined): string {
  const d = toDate(value)
  if (!d) return ''
  const c = wallClock(d.getTime())
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * The UTC instant (ISO 8601) of a `datetime-local` value read on the movement's clock; null when
 * the text is not a real date and time.
 */
export function fromMovementInput(text: string): string | null {
  const match = LOCAL_INPUT.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0))
  const wall: WallClock = {
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second: second!,
  }
  const guess = asUtc(wall)
  // Reject 31/02 and 25:00: Date.UTC would roll them over.
  const check = new Date(guess)
  if (
    check.getUTCFullYear() !== wall.year ||
    check.getUTCMonth() !== wall.month - 1 ||
    check.getUTCDate() !== wall.day ||
    wall.hour > 23 ||
    wall.minute > 59
  ) {
    return null
  }
  // The offset at the guess, then at the result (they differ only around a change of offset).
  let utc = guess - offsetAt(guess)
  const second2 = offsetAt(utc)
  if (guess - second2 !== utc) utc = guess - second2
  return new Date(utc).toISOString()
}

/** "25/11/2026 às 14:30" on the movement's clock; empty text for a missing or invalid date. */
export function formatMovementDateTime(value: string | Date | null | undefined): string {
  const d = toDate(value)
  if (!d) return ''
  const c = wallClock(d.getTime())
  return `${pad(c.day)}/${pad(c.month)}/${c.year} às ${pad(c.hour)}:${pad(c.minute)}`
}

const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: MOVEMENT_TIME_ZONE,
})

/** "25 de novembro de 2026", the day on the movement's clock; empty for a missing/invalid date. */
export function formatMovementLongDate(value: string | Date | null | undefined): string {
  const d = toDate(value)
  return d ? longDate.format(d) : ''
}

/** "2026-11-25": the day on the movement's clock (for `<time dateTime>` and file names). */
export function movementIsoDay(value: string | Date | null | undefined): string | undefined {
  const d = toDate(value)
  if (!d) return undefined
  const c = wallClock(d.getTime())
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`
}

/** "25/11/2026", the day on the movement's clock; empty text for a missing or invalid date. */
export function formatMovementDate(value: string | Date | null | undefined): string {
  const d = toDate(value)
  if (!d) return ''
  const c = wallClock(d.getTime())
  return `${pad(c.day)}/${pad(c.month)}/${c.year}`
}
