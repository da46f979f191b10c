import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'

// Interface fixed for the home page and /junte-se-a-nos; the PIX and bank sections land with issue 5.
export function DonationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-2xl font-bold">Faça uma Doação</DialogTitle>
        <DialogDescription>Sua contribuição é muito importante para nós!</DialogDescription>
      </DialogContent>
    </Dialog>
  )
}
