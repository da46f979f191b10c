import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { backOnlineText, closeNoticeLabel, offlineText } from './messages'

/** How long "Conexão restabelecida." stays once the browser is back online. */
const BACK_ONLINE_MS = 4000

type Status = 'idle' | 'offline' | 'back'

const messages: Record<Exclude<Status, 'idle'>, string> = {
  offline: offlineText,
  back: backOnlineText,
}

/**
 * A polite status at the bottom of the viewport while the browser is offline (loaded lazily by
 * ConnectionWatcher). The region stays mounted and empty otherwise, so screen readers announce
 * each change of its text.
 */
export function OfflineBanner() {
  const [status, setStatus] = useState<Status>('idle')
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const offline = () => {
      clearTimeout(timer)
      setStatus('offline')
    }
    const online = () => {
      setStatus('back')
      timer = setTimeout(() => setStatus('idle'), BACK_ONLINE_MS)
    }
    if (navigator.onLine) online()
    else offline()
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      {status === 'idle' ? null : (
        <div className="pointer-events-auto flex max-w-xl items-center gap-2 rounded-2xl border border-white/15 bg-ink-800 py-1 pr-1 pl-4 text-sm shadow-lg">
          <p className="py-2">{messages[status]}</p>
          <button
            type="button"
            onClick={() => setStatus('idle')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{closeNoticeLabel}</span>
          </button>
        </div>
      )}
    </div>
  )
}
