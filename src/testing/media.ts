/** Makes `matchMedia` answer `matches(query)`; returns the undo function. */
export function mockMatchMedia(matches: (query: string) => boolean): () => void {
  const original = window.matchMedia
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
  return () => {
    window.matchMedia = original
  }
}

/** A screen at least 1360 px wide (the header's full navigation and mega-menus). */
export const wideScreen = () => mockMatchMedia((query) => query.includes('min-width: 1360px'))
