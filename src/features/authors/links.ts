import type { Json } from '@/types/database'

export interface AuthorLink {
  label: string
  url: string
}

const LABELS: Record<string, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  x: 'X (Twitter)',
  site: 'Site',
  website: 'Site',
  lattes: 'Currículo Lattes',
  email: 'E-mail',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
}

function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const v = value.trim()
  if (/^https?:\/\//i.test(v)) return v
  if (/^mailto:[^\s]+$/i.test(v)) return v
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return `mailto:${v}`
  return null
}

function labelFor(key: string, url: string): string {
  const known = LABELS[key.toLowerCase()]
  if (known) return known
  if (key) return key.charAt(0).toUpperCase() + key.slice(1)
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/**
 * An author's links, whatever shape the `links` column holds: an array of `{label|name|type, url|href}`
 * or of URLs, or an object `{ instagram: url, ... }`. Only http(s) and e-mail addresses survive.
 */
export function parseAuthorLinks(value: Json | undefined): AuthorLink[] {
  const out: AuthorLink[] = []
  const push = (key: string, raw: unknown) => {
    const url = safeUrl(raw)
    if (url) out.push({ label: labelFor(key, url), url })
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === 'string') push('', item)
      else if (item && typeof item === 'object' && !Array.isArray(item)) {
        const label = item.label ?? item.name ?? item.type ?? item.rede ?? ''
        push(typeof label === 'string' ? label : '', item.url ?? item.href)
      }
    }
  } else if (value && typeof value === 'object') {
    for (const [key, raw] of Object.entries(value)) push(key, raw)
  }
  return out
}
