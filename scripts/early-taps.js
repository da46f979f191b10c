// Taps between the first paint and the moment the app runs the header (written into the boot
// module by scripts/build-site.mjs; docs/decisions/early-taps.md). The menu button works at once
// with plain DOM; a tap on the cart or on a mega-menu trigger (its placeholder while the code
// loads) is kept and replayed once, when its part announces that React runs it (`mov-live`,
// src/lib/early-taps.ts). Until then these taps stop here, so React never sees them twice.
const owned = new Set()
const kept = new Map()
const cart = '[aria-label^="Abrir carrinho"]'
// [what is tapped, the part that runs it, what to click once it does (none: the menu, now)]
const taps = [
  ['[aria-controls="mobile-menu"]', 'header'],
  [cart, 'header', cart],
  ['#menus-institucionais>div>span', 'menus-institucionais', '#menus-institucionais button'],
]
addEventListener(
  'click',
  (event) => {
    for (const [selector, part, replay] of taps) {
      const element = !owned.has(part) && event.target.closest?.(selector)
      if (!element) continue
      event.stopPropagation()
      const menu = document.getElementById('mobile-menu')
      if (replay)
        kept.set(part, [replay, [...document.querySelectorAll(selector)].indexOf(element)])
      else if (menu) {
        menu.hidden = !menu.hidden
        element.setAttribute('aria-expanded', !menu.hidden)
        element.setAttribute('aria-label', menu.hidden ? 'Abrir menu' : 'Fechar menu')
      }
      return
    }
  },
  true,
)
document.addEventListener('mov-live', ({ detail }) => {
  owned.add(detail)
  const [replay, index] = kept.get(detail) ?? []
  kept.delete(detail)
  if (replay) queueMicrotask(() => document.querySelectorAll(replay)[index]?.click())
})
