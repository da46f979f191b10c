import { LoaderCircle, ShoppingBag } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { dismissToast } from '@/components/ui/toast'
import { formatBRL, formatMoney } from '@/lib/format'
import { cartProductIds, useCartStock } from '../api/get-cart-stock'
import { useCart } from '../cart-context'
import { subtotalOf } from '../cart-reducer'
import { useCheckout } from '../hooks/use-checkout'
import { drawerMessages as d } from '../drawer-messages'
import { cartMessages as m } from '../messages'
import { CartLine } from './cart-line'
import { PendingCheckoutNotice } from './pending-checkout-notice'
import { storePath } from '@/config/paths'

export function CartDrawer() {
  const {
    items,
    isOpen,
    setOpen,
    increaseQuantity,
    decreaseQuantity,
    removeItem,
    setQuantity,
    checkoutCancelled,
    pendingCheckout,
    keepCart,
  } = useCart()
  const linesRef = useRef<HTMLUListElement>(null)
  const { checkout, isRunning, error } = useCheckout()
  // Stock of the cart's products, read each time the drawer opens; a failure shows nothing.
  const stock = useCartStock(cartProductIds(items), isOpen).data
  const first = items[0]
  const subtotal = first
    ? formatMoney(subtotalOf(items), first.variant.currency_info)
    : formatBRL(0)

  // A toast left from the page ("Adicionado ao carrinho!") would cover the checkout button.
  useEffect(() => {
    if (isOpen) dismissToast()
  }, [isOpen])

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {/* The close button (the content's last child) gets a 44x44 px target. */}
      <DialogContent side="right" closeLabel={m.close} className="[&>button:last-child]:p-3">
        <div className="border-b border-white/10 p-4 pr-16 sm:p-6 sm:pr-16">
          <DialogTitle className="text-xl font-bold">{m.title}</DialogTitle>
          {checkoutCancelled ? (
            // Read with the title when the drawer opens on the way back from the hosted checkout.
            <DialogDescription
              role="status"
              className="mt-3 rounded-xl border border-amber-200/40 bg-amber-200/10 p-3 text-sm font-semibold text-amber-100"
            >
              {d.checkoutCancelled}
            </DialogDescription>
          ) : pendingCheckout ? (
            <PendingCheckoutNotice
              pending={pendingCheckout}
              onKeepCart={() => {
                keepCart()
                // The buttons go away with the notice: the lines are what the shopper edits now.
                linesRef.current?.focus()
              }}
            />
          ) : (
            <DialogDescription className="sr-only">{m.description}</DialogDescription>
          )}
        </div>
        <div className="flex-1 overflow-y-auto overflow-x-hidden p-4 sm:p-6">
          {items.length === 0 ? (
            <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
              <ShoppingBag aria-hidden="true" className="h-14 w-14 text-white/40" />
              <p className="text-lg font-semibold">{m.emptyTitle}</p>
              <p className="text-white/75">{m.emptyDescription}</p>
              <Link
                to={storePath}
                onClick={() => setOpen(false)}
                className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 py-2 font-semibold hover:bg-brand-500"
              >
                {m.goToStore}
              </Link>
            </div>
          ) : (
            <ul
              ref={linesRef}
              tabIndex={-1}
              className="grid gap-4 focus:outline-none"
              aria-label={m.lines}
            >
              {items.map((item) => (
                <CartLine
                  key={item.variant.id}
                  item={item}
                  stock={stock?.get(item.variant.id)}
                  onIncrease={() => increaseQuantity(item.variant.id)}
                  onDecrease={() => decreaseQuantity(item.variant.id)}
                  onRemove={() => removeItem(item.variant.id)}
                  onAdjust={(quantity) => setQuantity(item.variant.id, quantity)}
                />
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-3 border-t border-white/10 p-4 sm:gap-4 sm:p-6">
          <p className="flex items-center justify-between text-lg">
            <span>{m.subtotal}</span>
            <span className="font-bold" data-testid="cart-subtotal">
              {subtotal}
            </span>
          </p>
          {error ? (
            <div
              role="alert"
              className="rounded-xl border border-red-300/50 bg-red-950/60 p-3 text-sm"
              data-testid="checkout-error"
            >
              <p className="font-semibold text-red-200">{m.checkoutErrorTitle}</p>
              <p className="text-white/90">{error.description}</p>
            </div>
          ) : null}
          <Button
            variant="accent"
            size="lg"
            className="w-full"
            onClick={checkout}
            disabled={isRunning}
            aria-busy={isRunning}
          >
            {isRunning ? (
              <LoaderCircle
                aria-hidden="true"
                className="h-5 w-5 animate-spin motion-reduce:animate-none"
              />
            ) : null}
            {m.checkout}
          </Button>
          <p className="text-center text-sm text-white/75">{m.checkoutNote}</p>
        </div>
      </DialogContent>
    </Dialog>
  )
}
