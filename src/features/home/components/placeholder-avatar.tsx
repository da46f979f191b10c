/** A stable hue (0–359) derived from an id. */
export function hueFromId(id: string): number {
  let hash = 0
  for (let i = 0; i < id.length; i += 1) hash = (hash * 31 + id.charCodeAt(i)) >>> 0
  return hash % 360
}

/** Up to two initials of a name ("Ana Clara Souza" -> "AS"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? '?'
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/** Avatar drawn locally for people without a photo: initials on a colour taken from the id. */
export function PlaceholderAvatar({
  id,
  name,
  size = 64,
}: {
  id: string
  name: string
  size?: number
}) {
  const hue = hueFromId(id)
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      data-testid="placeholder-avatar"
      data-hue={hue}
      className="shrink-0 rounded-full"
    >
      <circle cx="32" cy="32" r="32" fill={`hsl(${hue} 55% 32%)`} />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#fff"
        fontSize="24"
        fontWeight="700"
        fontFamily="inherit"
      >
        {initials(name)}
      </text>
    </svg>
  )
}
