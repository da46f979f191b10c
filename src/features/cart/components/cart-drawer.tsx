import { ShoppingBag } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { formatBRL, formatMoney } from '@/lib/format'
import { useCart } from '../cart-context'
import { cartMessages as m } from '../messages'

export function CartDrawer() {
  const { items, isOpen, setOpen } = useCart()
  const first = items[0]
  const subtotalCents = items.reduce(
    (sum, i) => sum + (i.variant.sale_price_in_cents ?? i.variant.price_in_cents) * i.quantity,
    0,
  )
  const subtotal = first ? formatMoney(subtotalCents, first.variant.currency_info) : formatBRL(0)

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogContent side="right" closeLabel={m.close}>
        <div className="border-b border-white/10 p-6 pr-14">
          <DialogTitle className="text-xl font-bold">{m.title}</DialogTitle>
          <DialogDescription className="sr-only">{m.description}</DialogDescription>
        </div>
        <div className="flex-1 overflow-y-auto p-6">
          {items.length === 0 ? (
            <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
              <ShoppingBag aria-hidden="true" className="h-14 w-14 text-white/40" />
              <p className="text-lg font-semibold">{m.emptyTitle}</p>
              <p className="text-white/75">{m.emptyDescription}</p>
              <Link
                to="/store"
                onClick={() => setOpen(false)}
                className="mt-2 rounded-full bg-brand-600 px-5 py-2 font-semibold hover:bg-brand-500"
              >
                {m.goToStore}
              </Link>
            </div>
          ) : (
            <ul className="grid gap-4">
              {items.map((item) => (
                <li key={item.variant.id}>
                  {item.product.title} ({item.variant.title}) × {item.quantity}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t border-white/10 p-6">
          <p className="flex items-center justify-between text-lg">
            <span>{m.subtotal}</span>
            <span className="font-bold" data-testid="cart-subtotal">
              {subtotal}
            </span>
          </p>
        </div>
      </DialogContent>
    </Dialog>
  )
}
