// What a visitor does on a pre-rendered part of a page before its code has arrived (see
// deferred-island.tsx): a tap on a button, text typed into a field, the focus. The part's HTML has
// no handlers yet: `holdInteractions` (small, in the entry) keeps the browser from acting on a tap
// (a form is never submitted by the browser; links keep working natively) and notes the events;
// this module, loaded with the part's code, replays them on the same elements once React has
// rendered the part.

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
 * Reads what the visitor did on `root` (the events `holdInteractions` noted), while the
 * pre-rendered HTML is still there, and gives the function that does it again on the part's
 * new content.
 */
export function prepareReplay(root: HTMLElement, events: Event[]): (next: HTMLElement) => void {
  const inside = (event: Event) =>
    event.target instanceof Element && root.contains(event.target) ? event.target : null
  const fields = new Map<Element, { path: number[]; value: string }>()
  let click: { path: number[]; el: Element } | null = null
  for (const event of events) {
    const target = inside(event)
    if (!target) continue
    if (event.type === 'click') {
      const action = target.closest(ACTIONS)
      if (action && root.contains(action)) click = { path: pathOf(root, action), el: action }
    } else if (!isToggle(target) && 'value' in target) {
      fields.set(target, { path: pathOf(root, target), value: (target as Field).value })
    }
  }
  const active = document.activeElement
  const focus = active && active !== root && root.contains(active) ? pathOf(root, active) : null
  return (next) => {
    for (const [el, { path, value }] of fields) {
      const field = at(next, path, el)
      if (field && 'value' in field) setValue(field as Field, value)
    }
    // Shown as keyboard focus when it was (the element it was on is gone).
    if (focus && active)
      at(next, focus, active)?.focus({
        focusVisible: active.matches(':focus-visible'),
      } as FocusOptions)
    // The tap after React has applied the carried-over text (its updates land in a microtask).
    const target = click && at(next, click.path, click.el)
    if (target) setTimeout(() => target.click(), 0)
  }
}
