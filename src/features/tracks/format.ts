const LEVELS: Record<string, string> = {
  iniciante: 'Iniciante',
  intermediario: 'Intermediário',
  avancado: 'Avançado',
}

export function levelLabel(level: string): string {
  return LEVELS[level] ?? level
}

export function hoursLabel(hours: number): string {
  return hours === 1 ? '1 hora' : `${hours} horas`
}

export function modulesLabel(n: number): string {
  return n === 1 ? '1 módulo' : `${n} módulos`
}

/**
 * A privacy-friendly embed URL for YouTube (youtube-nocookie) and Vimeo (dnt) videos;
 * null for anything else, which the page offers as a plain link instead.
 */
export function embedUrl(videoUrl: string | null | undefined): string | null {
  if (!videoUrl) return null
  let url: URL
  try {
    url = new URL(videoUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.replace(/^www\.|^m\./, '')
  const id = /^[A-Za-z0-9_-]{6,20}$/
  let yt: string | null = null
  if (host === 'youtu.be') yt = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') yt = url.searchParams.get('v')
    else {
      const m = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)
      yt = m?.[1] ?? null
    }
  }
  if (yt && id.test(yt)) return `https://www.youtube-nocookie.com/embed/${yt}`
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const m = /^\/(?:video\/)?(\d{4,12})(?:\/|$)/.exec(url.pathname)
    if (m) return `https://player.vimeo.com/video/${m[1]}?dnt=1`
  }
  return null
}
