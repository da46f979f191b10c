// Plain-text helpers for what a visitor reads: short excerpts of descriptions, variant labels.

const ELLIPSIS = '...'

/**
 * Cuts `text` to at most `max` characters at a word boundary and adds an ellipsis when it was
 * longer. A single word longer than `max` is cut inside the word (nothing better exists).
 */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max + 1)
  const lastSpace = cut.lastIndexOf(' ')
  const head = lastSpace > 0 ? cut.slice(0, lastSpace) : clean.slice(0, max)
  // No dangling comma, colon or dash before the ellipsis.
  return `${head.replace(/[\s,;:.!?\-–—]+$/u, '')}${ELLIPSIS}`
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/** Tags inside a line of text: dropped without a space ("<em>futuro</em>." stays "futuro."). */
const INLINE_TAG =
  /<\/?(a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi

/**
 * The readable text of an HTML fragment (tags dropped, common entities decoded). Block tags and
 * line breaks separate words; inline tags do not.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const n =
          code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))
        return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole
      }
      return ENTITIES[code.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** Names stores give the only variant of a product that has no real choice. */
const DEFAULT_VARIANT_TITLES = new Set([
  'único',
  'única',
  'unico',
  'unica',
  'default',
  'default variant',
  'default title',
])

/** The variant's title as shoppers should read it: empty for "Único" and the like. */
export function visibleVariantTitle(title: string | null | undefined): string {
  const t = (title ?? '').trim()
  return DEFAULT_VARIANT_TITLES.has(t.toLowerCase()) ? '' : t
}
