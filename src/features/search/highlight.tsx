import { Fragment } from 'react'

// search_site marks each matched word between U+0002 and U+0003 (supabase/migrations/*_search.sql).
const START = '\u0002'
const STOP = '\u0003'

/** The text without the match marks. */
export function stripMarks(text: string): string {
  return text.replaceAll(START, '').replaceAll(STOP, '')
}

/** The pieces of a marked text: plain runs and matched words, in order. */
function markedParts(text: string): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = []
  for (const [i, chunk] of text.split(START).entries()) {
    const stop = chunk.indexOf(STOP)
    if (i === 0 || stop === -1) {
      if (chunk) parts.push({ text: stripMarks(chunk), match: false })
      continue
    }
    if (stop > 0) parts.push({ text: chunk.slice(0, stop), match: true })
    const rest = stripMarks(chunk.slice(stop + 1))
    if (rest) parts.push({ text: rest, match: false })
  }
  return parts
}

/** A marked text as React text nodes, matched words in <mark> (never HTML from the database). */
export function Highlighted({ text }: { text: string }) {
  return (
    <>
      {markedParts(text).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-accent-300 px-0.5 text-ink-950">
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  )
}
