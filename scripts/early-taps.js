// Taps between the first paint and the moment the app has taken over the header (written into the
// boot module by scripts/build-site.mjs; docs/decisions/early-taps.md). The menu button works at
// once with plain DOM; a tap on the cart or on a mega-menu trigger is remembered and replayed once,
// when the part it belongs to announces that React runs it (`mov-live`, src/lib/early-taps.ts).
// Until then this listener takes those taps for itself, so React never sees them twice.
const owned = new Set()
const taps = new Map()
const parts = [
  ['[aria-controls="mobile-menu"]', 'header'],
  ['header button[aria-label^="Abrir carrinho"]', 'header'],
  ['#menus-institucionais button', 'menus-institucionais'],
]
addEventListener(
  'click',
  (event) => {
    for (const [selector, part] of parts) {
      const button = !owned.has(part) && event.target.closest?.(selector)
      if (!button) continue
      event.stopPropagation()
      const menu = selector === parts[0][0] && document.getElementById('mobile-menu')
      if (menu) {
        menu.hidden = !menu.hidden
        button.setAttribute('aria-expanded', !menu.hidden)
        button.setAttribute('aria-label', menu.hidden ? 'Abrir menu' : 'Fechar menu')
      } else taps.set(selector, [part, [...document.querySelectorAll(selector)].indexOf(button)])
      return
    }
  },
  true,
)
document.addEventListener('mov-live', ({ detail }) => {
  owned.add(detail)
  for (const [selector, [part, index]] of taps)
    if (part === detail) {
      taps.delete(selector)
      queueMicrotask(() => document.querySelectorAll(selector)[index]?.click())
    }
})
