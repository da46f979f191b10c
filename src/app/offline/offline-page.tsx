import { MovLogo } from '@/components/ui/mov-logo'
import { donatePath, homePath } from '@/config/paths'
import { offlineMessages as t } from './messages'

/**
 * The offline page: plain HTML written by the build (scripts/pwa.mjs), no script, so it shows
 * without the app's code. Links are plain anchors for the same reason.
 */
export function OfflinePage() {
  return (
    <main
      id="conteudo"
      className="mx-auto grid min-h-screen max-w-3xl content-center justify-items-center gap-4 px-4 py-16 text-center"
    >
      <MovLogo width={64} height={64} />
      <h1 className="text-3xl font-black">{t.title}</h1>
      <p className="opacity-85">{t.description}</p>
      <p className="opacity-85">{t.available}</p>
      <nav aria-label={t.pages} className="flex flex-wrap justify-center gap-3">
        <a
          href={homePath}
          className="rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-500"
        >
          {t.home}
        </a>
        <a
          href={donatePath}
          className="rounded-full border border-white/30 px-6 py-3 font-bold text-white hover:bg-white/10"
        >
          {t.donate}
        </a>
      </nav>
      <p className="text-sm opacity-85">{t.retry}</p>
    </main>
  )
}
