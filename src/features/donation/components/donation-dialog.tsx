import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { donationMessages as t } from '../messages'
import { DonationContent } from './donation-content'

/**
 * "Faça uma Doação". The shared dialog body scrolls inside the frame, so the close button stays in
 * view on a phone.
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
        <div className="grid gap-6">
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
