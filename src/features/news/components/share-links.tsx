import { Link2, Mail, MessageCircle } from 'lucide-react'
import { CopyButton } from '@/components/ui/copy-button'
import { newsMessages as m } from '../messages'

const itemClass =
  'inline-flex h-11 items-center gap-2 rounded-full border border-white/25 px-4 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300'

/** Copy link, WhatsApp and e-mail sharing for one article. */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  const text = `${title} — ${url}`
  return (
    <section aria-labelledby="share-heading" className="mt-10">
      <h2 id="share-heading" className="mb-3 text-lg font-bold">
        {m.shareHeading}
      </h2>
      <ul className="flex flex-wrap gap-3">
        <li>
          <CopyButton
            text={url}
            icon={<Link2 aria-hidden="true" className="h-4 w-4" />}
            className={itemClass}
            copiedAnnouncement={m.copiedTitle}
            failedAnnouncement={`${m.copyFailedTitle} ${url}`}
          >
            {m.copyLink}
          </CopyButton>
        </li>
        <li>
          <a
            href={`https://wa.me/?text=${encodeURIComponent(text)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${m.shareWhatsApp} ${m.newWindow}`}
            className={itemClass}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {m.shareWhatsApp}
          </a>
        </li>
        <li>
          <a
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`}
            className={itemClass}
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {m.shareEmail}
          </a>
        </li>
      </ul>
    </section>
  )
}
