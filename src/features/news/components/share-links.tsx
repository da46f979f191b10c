import { Link2, Mail, MessageCircle } from 'lucide-react'
import { toast } from '@/components/ui/toast'
import { newsMessages as m } from '../messages'

const itemClass =
  'inline-flex h-11 items-center gap-2 rounded-full border border-white/25 px-4 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300'

/** Copy link, WhatsApp and e-mail sharing for one article. */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  const text = `${title} — ${url}`
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: m.copiedTitle, description: m.copiedDescription, variant: 'success' })
    } catch {
      toast({ title: m.copyFailedTitle, description: url, variant: 'destructive' })
    }
  }
  return (
    <section aria-labelledby="share-heading" className="mt-10">
      <h2 id="share-heading" className="mb-3 text-lg font-bold">
        {m.shareHeading}
      </h2>
      <ul className="flex flex-wrap gap-3">
        <li>
          <button type="button" onClick={() => void copy()} className={itemClass}>
            <Link2 aria-hidden="true" className="h-4 w-4" />
            {m.copyLink}
          </button>
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
