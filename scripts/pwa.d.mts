export function offlineHtml(template: string, page: { title: string; html: string }): string
export function writeOfflinePage(root: string, dist: string): Promise<void>
export function buildServiceWorker(options: {
  root: string
  mode: string
  logLevel?: 'info' | 'warn' | 'error' | 'silent'
}): Promise<void>
export function writeOfflineSupport(options: {
  root: string
  dist: string
  mode: string
  logLevel?: 'info' | 'warn' | 'error' | 'silent'
  log?: (line: string) => void
}): Promise<void>
