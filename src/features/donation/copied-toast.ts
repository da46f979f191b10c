import { toast } from '@/components/ui/toast'
import { donationMessages as t } from './messages'

/**
 * The specification's copy toast: "<item> copiado!" / "Copiado para a área de transferência!",
 * besides the button's own "Copiado". The toast announces itself, so the button's live region
 * stays silent (`copiedAnnouncement=""`) where this is used. It never covers a control of the
 * dialog: dialogs keep out of the toast band (src/index.css, `.dialog-center`).
 */
export function showCopiedToast(title: string) {
  toast({ title, description: t.copiedDescription })
}
