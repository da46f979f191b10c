import { ExternalLink, FileText, ImageOff } from 'lucide-react'
import { useState } from 'react'
import { mediaMessages as m } from '../../media-messages'
import { fileNameOf, looksLikeImage, MEDIA_ADDRESS_PATTERN } from '../../media-rules'

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-0'

/**
 * What an upload field holds: a thumbnail and the file name for images, a file icon, the name
 * and an "Abrir arquivo" link for documents. The thumbnail is decorative (empty alt): the name
 * beside it says which file it is.
 */
export function MediaPreview({ value, asImage }: { value: string; asImage: boolean }) {
  const [broken, setBroken] = useState<string | null>(null)
  const name = fileNameOf(value) || value
  const image = asImage || looksLikeImage(value)
  // Only addresses the database would take are loaded or linked (never `javascript:` and co.).
  const usable = MEDIA_ADDRESS_PATTERN.test(value)
  return (
    <div className="flex min-w-0 items-center gap-3">
      {image && usable && broken !== value ? (
        <img
          src={value}
          alt=""
          onError={() => setBroken(value)}
          className="h-16 w-16 shrink-0 rounded-lg border border-gray-300 bg-gray-100 object-cover"
        />
      ) : (
        <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg border border-gray-300 bg-gray-100 text-gray-600">
          {image ? (
            <ImageOff aria-hidden="true" className="h-6 w-6" />
          ) : (
            <FileText aria-hidden="true" className="h-6 w-6" />
          )}
        </span>
      )}
      <div className="grid min-w-0 gap-0.5">
        <span className="break-all text-sm font-medium text-gray-900">{name}</span>
        {image || !usable ? null : (
          <a href={value} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {m.open}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />{' '}
            <span className="sr-only">{m.openNewTab}</span>
          </a>
        )}
      </div>
    </div>
  )
}
