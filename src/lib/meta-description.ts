// Meta descriptions of item pages (src/features/*/head.ts): plain text, cut at a word. Apart from
// src/lib/text.ts so that pages which only need its small helpers do not load these.
import { htmlToText, truncateAtWord } from './text'
/** Plain text of a Markdown or HTML fragment: links keep their words, marks are dropped. */
export function plainText(text: string | null | undefined): string {
  return htmlToText(
    (text ?? '')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
      .replace(/[*_`~]+/g, ''),
  )
}

/** A page's meta description: plain text cut at a word (160 characters), or `fallback`. */
export function metaDescription(text: string | null | undefined, fallback: string): string {
  return truncateAtWord(plainText(text), 160) || fallback
}
