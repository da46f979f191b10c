/** Up to two initials of a name for the header's avatar ("Maria da Silva" -> "MS"). */
export function initials(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter((w) => /\p{L}/u.test(w) && !/^(d[aeo]s?|e)$/i.test(w))
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toLocaleUpperCase('pt-BR') || '?'
}
