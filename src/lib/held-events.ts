// What a pre-rendered part does with a tap or typing before its code has rendered it (kept small:
// the entry holds it for deferred-island.tsx; island-replay.ts holds on with the same rule).

/** The events held on a pre-rendered part until its code has rendered it. */
export const HELD_EVENTS = ['click', 'submit', 'input'] as const

/** A held event does nothing yet: a form is never submitted, a tap acts only on a link. */
export function holdDefault(event: Event) {
  if (event.type === 'submit') event.preventDefault()
  else if (event.type === 'click' && !(event.target as Element).closest('a[href]'))
    event.preventDefault()
}
