import { ExternalLink, PlayCircle } from 'lucide-react'
import { embedUrl } from '../format'
import { trackMessages as m } from '../messages'

/** The module's video: a privacy-friendly embed for YouTube/Vimeo, otherwise a link to it. */
export function ModuleVideo({ url, title }: { url: string; title: string }) {
  const src = embedUrl(url)
  if (src) {
    return (
      <div className="mt-8 aspect-video overflow-hidden rounded-2xl bg-black">
        <iframe
          src={src}
          title={m.videoTitle(title)}
          width={1280}
          height={720}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          className="h-full w-full border-0"
        />
      </div>
    )
  }
  if (!/^(https?:\/\/|\/)/i.test(url)) return null
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${m.watchVideo} ${m.newWindow}`}
      className="mt-8 inline-flex h-12 items-center gap-2 rounded-full border border-white/25 px-6 font-semibold hover:bg-white/10"
    >
      <PlayCircle aria-hidden="true" className="h-5 w-5" />
      {m.watchVideo}
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
    </a>
  )
}
