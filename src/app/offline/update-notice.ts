import { toast } from '@/components/ui/toast'
import { updateMessages as t } from './messages'

/**
 * "Nova versão disponível": a new deployment's service worker is installed and waiting. The
 * notice stays until the visitor acts; its button activates the new version and reloads the page
 * once (`activate`), so no page keeps running code whose chunks the new version no longer has.
 */
export function showUpdateNotice(activate: () => void): void {
  let activated = false
  toast({
    title: t.title,
    description: t.description,
    duration: Infinity,
    action: {
      label: t.reload,
      onClick: () => {
        if (activated) return
        activated = true
        activate()
      },
    },
  })
}
