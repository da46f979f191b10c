// What a visitor does on a pre-rendered part of a page before its code has arrived (see
// deferred-island.tsx): a tap on a button, text typed into a field, the focus. The part's HTML has
// no handlers yet, so the tap is held (a form is never submitted by the browser) and replayed on
// the same element once React has rendered the part; links keep working natively.

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
function at(root: Element, path: number[], like: Element): Element | null {
  let node: Element | undefined = root
  for (const i of path) node = node?.children[i]
  if (node && node.tagName === like.tagName) return node
  const id = like.id && root.querySelector(`#${CSS.escape(like.id)}`)
  if (id) return id
  const label = like.getAttribute('aria-label')
  return label ? root.querySelector(`[aria-label="${CSS.escape(label)}"]`) : null
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Sets a field's value as typing would, so that React's onChange sees it. */
function setValue(field: Field, value: string, checked: boolean) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== checked) field.click()
    return
  }
  const proto = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * Starts recording on `root` (the pre-rendered part). The returned function stops recording and
 * gives a `replay` to call with the part's new root once React has rendered it there.
 */
export function recordInteractions(root: HTMLElement): () => (next: HTMLElement) => void {
  let click: { path: number[]; el: Element } | null = null
  let focus: { path: number[]; el: Element } | null = null
  const fields = new Map<Element, number[]>()
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    const action = target?.closest(ACTIONS)
    if (!action || !root.contains(action) || action.closest('a[href]')) return
    event.preventDefault()
    click = { path: pathOf(root, action), el: action }
  }
  const onSubmit = (event: Event) => event.preventDefault()
  const onInput = (event: Event) => {
    if (event.target instanceof Element) fields.set(event.target, pathOf(root, event.target))
  }
  const onFocus = (event: Event) => {
    if (event.target instanceof Element)
      focus = { path: pathOf(root, event.target), el: event.target }
  }
  const listeners: Array<[string, (event: Event) => void]> = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onInput],
    ['change', onInput],
    ['focusin', onFocus],
  ]
  for (const [type, fn] of listeners) root.addEventListener(type, fn, true)
  return () => {
    for (const [type, fn] of listeners) root.removeEventListener(type, fn, true)
    const wasFocused = focus && root.contains(document.activeElement) ? focus : null
    return (next) => {
      for (const [el, path] of fields) {
        const old = el as Field
        const field = at(next, path, el) as Field | null
        if (field && 'value' in field)
          setValue(field, old.value, old instanceof HTMLInputElement && old.checked)
      }
      if (wasFocused) (at(next, wasFocused.path, wasFocused.el) as HTMLElement | null)?.focus()
      if (click) (at(next, click.path, click.el) as HTMLElement | null)?.click()
    }
  }
}
