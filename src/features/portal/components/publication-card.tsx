import { Download, ExternalLink } from 'lucide-react'
import { formatDate, isoDate } from '@/lib/format'
import { DEFAULT_PUBLICATION_IMAGE, portalMessages as t } from '../messages'
import type { Publication } from '../types'
import { ResponsiveImage } from '@/components/ui/responsive-image'

const linkClass =
  'inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300'

/** A publication: cover (or the default image), thematic, title, authors, date, open and download links. */
export function PublicationCard({
  publication,
  download = false,
  headingLevel: Heading = 'h3',
}: {
  publication: Publication
  download?: boolean
  /** h3 under a home section's h2; h2 on the list page. */
  headingLevel?: 'h2' | 'h3'
}) {
  const { title, file_url: fileUrl } = publication
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-white/10 bg-ink-900">
      <ResponsiveImage
        src={publication.image_url || DEFAULT_PUBLICATION_IMAGE}
        alt=""
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        width={640}
        height={360}
        className="aspect-video w-full bg-ink-800 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        {publication.thematic ? (
          <p className="text-xs font-bold uppercase tracking-wider text-accent-300">
            {publication.thematic}
          </p>
        ) : null}
        <Heading className="mt-2 text-xl font-bold">{title}</Heading>
        {publication.authors ? (
          <p className="mt-2 text-sm text-white/80">
            {t.by} {publication.authors}
          </p>
        ) : null}
        {publication.publication_date ? (
          <p className="mt-1 text-sm text-white/80">
            <time dateTime={isoDate(publication.publication_date)}>
              {formatDate(publication.publication_date)}
            </time>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-6">
          {fileUrl ? (
            <>
              <a
                href={fileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} bg-accent-400 text-ink-950 hover:bg-accent-300`}
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                {t.open} <span className="sr-only">{`${title} ${t.newTab}`}</span>
              </a>
              {download ? (
                <a
                  href={fileUrl}
                  download
                  className={`${linkClass} border border-white/30 hover:bg-white/10`}
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  {t.download} <span className="sr-only">{`${title}`}</span>
                </a>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-white/80">{t.noFile}</p>
          )}
        </div>
      </div>
    </article>
  )
}
