import { useEffect, useState } from 'react'

/**
 * 'none', or, after a send was held because the browser is offline: 'offline' while the connection
 * is down, 'restored' once it is back (the person is asked before anything is sent).
 */
export type ConnectionNotice = 'none' | 'offline' | 'restored'

/** Follows the browser's online and offline events while a send is held for the connection. */
export function useConnectionNotice() {
  const [notice, setNotice] = useState<ConnectionNotice>('none')

  useEffect(() => {
    if (notice === 'none') return
    const online = () => setNotice('restored')
    const offline = () => setNotice('offline')
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }, [notice])

  return {
    notice,
    /** A send was held: say so, and watch for the connection. */
    waitForConnection: () => setNotice('offline'),
    clear: () => setNotice('none'),
  }
}
