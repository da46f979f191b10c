// What a visitor does on a pre-rendered part of a page before its code has arrived (see
// deferred-island.tsx): a tap on a button, text typed into a field, the focus. The part's HTML has
// no handlers yet: `holdInteractions` (small, in the entry) keeps the browser from acting on a tap
// (a form is never submitted by the browser; links keep working natively) and notes the events;
// this module, loaded with the part's code, replays them on the same elements once React has
// rendered the part.
import { HELD_EVENTS, holdDefault } from './held-events'

/** Elements whose click does something only once the code is there. */
const ACTIONS =
  'button,[role="button"],input[type="submit"],input[type="button"],input[type="checkbox"],input[type="radio"]'

/** The child indices from `root` down to `el`. */
function pathOf(root: Element, el: Element): number[] {
  const path: number[] = []
  for (let node = el; node !== root && node.parentElement; node = node.parentElement)
    path.unshift([...node.parentElement.children].indexOf(node))
  return path
}

/** The element at `path` under `root`, if it is still of the same kind (else by id or label). */
function at(root: Element, path: number[], like: Element): HTMLElement | null {
  let node: Element | undefined = root
  for (const i of path) node = node?.children[i]
  if (node && node.tagName === like.tagName) return node as HTMLElement
  const byId = like.id ? root.querySelector(`#${CSS.escape(like.id)}`) : null
  if (byId) return byId as HTMLElement
  const label = like.getAttribute('aria-label')
  return label ? root.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`) : null
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const isToggle = (el: Element): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')

/** Sets a field's value as typing would, so that React's onChange sees it. */
function setValue(field: Field, value: string) {
  const proto = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * Where the focus is inside `root`, followed until `stop` (the moment React has replaced the
 * HTML): the visitor may Tab on between the code's arrival and that moment (React renders the part
 * in a transition, which may wait for a lazy part inside it). Its place, and whether it showed as
 * keyboard focus, are read when it arrived. Removing the focused element may blur it (Chromium
 * does): that blur leaves a disconnected element, unlike a tap on nothing, which leaves it there.
 */
function followFocus(root: HTMLElement) {
  const read = (el: Element | null) =>
    el && el !== root && root.contains(el)
      ? { el, path: pathOf(root, el), visible: el.matches(':focus-visible') }
      : null
  let focused = read(document.activeElement)
  const onIn = (event: FocusEvent) => {
    focused = read(event.target as Element)
  }
  const onOut = (event: FocusEvent) => {
    const left = event.target as Element
    const to = event.relatedTarget as Node | null
    if (to && !root.contains(to)) focused = null
    else if (!to)
      queueMicrotask(() => {
        if (focused?.el === left && left.isConnected) focused = null
      })
  }
  root.addEventListener('focusin', onIn)
  root.addEventListener('focusout', onOut)
  return {
    stop: () => {
      root.removeEventListener('focusin', onIn)
      root.removeEventListener('focusout', onOut)
      return focused
    },
  }
}

/**
 * Reads what the visitor did on `root` (the events `holdInteractions` noted), while the
 * pre-rendered HTML is still there, and goes on holding and reading what they do on it until the
 * part has replaced it: the code has arrived, but React renders the part in a transition, which
 * may wait for a lazy piece inside it (on a slow phone, a tap in that moment was lost). `replay`
 * does it all again on the part's new content, in the commit that replaced the HTML; `cancel`
 * stops holding without replaying (the part went away).
 */
export function prepareReplay(
  root: HTMLElement,
  events: Event[],
): { replay: (next: HTMLElement) => void; cancel: () => void } {
  const inside = (event: Event) =>
    event.target instanceof Element && root.contains(event.target) ? event.target : null
  const fields = new Map<Element, { path: number[]; value: string }>()
  let click: { path: number[]; el: Element } | null = null
  const read = (event: Event) => {
    const target = inside(event)
    if (!target) return
    if (event.type === 'click') {
      // A tap on a label stands for its control (a size drawn as a label around a hidden radio):
      // the held tap never reached the control, so the control is the one to tap again.
      const control = target.closest('label')?.control
      const action = target.closest(ACTIONS) ?? (control?.matches(ACTIONS) ? control : null)
      if (action && root.contains(action)) click = { path: pathOf(root, action), el: action }
    } else if (!isToggle(target) && 'value' in target) {
      fields.set(target, { path: pathOf(root, target), value: (target as Field).value })
    }
  }
  for (const event of events) read(event)
  const hold = (event: Event) => {
    holdDefault(event)
    read(event)
  }
  for (const type of HELD_EVENTS) root.addEventListener(type, hold, true)
  const release = () => {
    for (const type of HELD_EVENTS) root.removeEventListener(type, hold, true)
  }
  const focus = followFocus(root)
  const replay = (next: HTMLElement) => {
    release()
    const focused = focus.stop()
    for (const [el, { path, value }] of fields) {
      const field = at(next, path, el)
      if (field && 'value' in field) setValue(field as Field, value)
    }
    // The element the focus was on when React replaced the HTML (it is gone, and the focus with
    // it), shown as keyboard focus when it was: a keyboard visitor keeps the ring where they are.
    // Not when the visitor has moved the focus elsewhere meanwhile.
    const now = document.activeElement
    if (focused && (!now || now === document.body || !now.isConnected))
      at(next, focused.path, focused.el)?.focus({
        focusVisible: focused.visible,
      } as FocusOptions)
    // The tap after React has applied the carried-over text (its updates land in a microtask).
    const target = click && at(next, click.path, click.el)
    if (target) setTimeout(() => target.click(), 0)
  }
  return {
    replay,
    cancel: () => {
      release()
      focus.stop()
    },
  }
}
