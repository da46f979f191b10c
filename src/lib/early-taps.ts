// The boot module of a pre-rendered page handles header taps until the app runs that part
// (scripts/early-taps.js, docs/decisions/early-taps.md).

/** The parts of the page the boot module's early taps cover. */
export type EarlyTapPart = 'header' | 'menus-institucionais'

/**
 * React now runs `part`: the boot module stops handling its taps and replays, once, a tap it kept
 * for it (the cart, a mega-menu trigger). Call it from the part's first layout effect.
 */
export function announceLive(part: EarlyTapPart): void {
  document.dispatchEvent(new CustomEvent('mov-live', { detail: part }))
}

/** Whether the phone menu `id` is open on the page (opened by the boot module before the app ran). */
export function menuOpenInPage(id: string): boolean {
  return typeof document !== 'undefined' && document.getElementById(id)?.hidden === false
}
