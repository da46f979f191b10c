import { toast } from '@/components/ui/toast'
import { donationMessages as t } from './messages'

type SelectableField = HTMLInputElement | HTMLTextAreaElement

/**
 * Copies `text` and confirms with the toast "<item> copiado!". When the browser refuses the
 * clipboard (no permission, insecure context, old browser), selects the text in `field` and says
 * in a toast how to copy it by hand.
 */
export async function copyText(
  text: string,
  item: string,
  field: SelectableField | null,
): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable')
    await navigator.clipboard.writeText(text)
    toast({ title: t.copiedTitle(item), description: t.copiedDescription, variant: 'success' })
    return true
  } catch {
    if (field) {
      field.focus()
      field.setSelectionRange(0, field.value.length)
    }
    toast({ title: t.copyFailedTitle, description: t.copyFailedDescription })
    return false
  }
}
