import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'

// Interface fixed for the home page and /junte-se-a-nos; the four-step form lands with issue 5.
export function PartnershipDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-2xl font-bold">Torne-se um Parceiro</DialogTitle>
        <DialogDescription>Preencha as etapas para enviar sua proposta de parceria.</DialogDescription>
      </DialogContent>
    </Dialog>
  )
}
