import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { donationMessages as t } from '../messages'
import { DonationContent } from './donation-content'

/**
 * "Faça uma Doação". The content scrolls inside the dialog's frame, so the frame never scrolls
 * and its close button stays in view on a phone. The scroller is `relative`: otherwise the
 * visually hidden radios and live regions (position: absolute) are laid out against the frame
 * and make the frame itself scrollable.
 */
export function DonationDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <div
          data-testid="donation-dialog-body"
          className="relative -mx-6 -mb-6 grid min-h-0 flex-1 gap-6 overflow-y-auto overscroll-contain px-6 pb-6"
        >
          <div className="grid gap-1 pr-10">
            <DialogTitle className="text-2xl font-bold">{t.title}</DialogTitle>
            <DialogDescription className="text-white/85">{t.subtitle}</DialogDescription>
          </div>
          <DonationContent headingLevel="h3" />
        </div>
      </DialogContent>
    </Dialog>
  )
}
