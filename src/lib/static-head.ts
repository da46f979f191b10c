// The head tags the build wrote into a page's HTML are marked `data-static-head`
// (scripts/build-site.mjs). When the page's own tags are about to be rendered in the browser (a
// fresh render, or a pre-rendered route taking over its HTML), the static ones give way, so a page
// always has one set. Tags that React has taken over (a hydrated page's) are its own to remove. The
// title stays until the page's own is in the head: the document is never without one.
// React keeps its own properties on the elements it owns (`__reactFiber$...`); others have none.
const free = (tag: Element) => Object.keys(tag).length === 0

export function replaceStaticHead(): void {
  for (const tag of document.head.querySelectorAll('[data-static-head]:not(title)'))
    if (free(tag)) tag.remove()
  const staticTitle = document.head.querySelector('title[data-static-head]')
  if (staticTitle && free(staticTitle))
    new MutationObserver((_, observer) => {
      if (document.head.querySelector('title:not([data-static-head])')) {
        staticTitle.remove()
        observer.disconnect()
      }
    }).observe(document.head, { childList: true })
}
